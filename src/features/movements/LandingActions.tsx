// What a landing's open row offers besides its details: the payment at the desk, then what the
// screen adds (a parked row's arrival correction), then the correction. Movements' rows show it in
// RowDetails.tsx; History's in a chunk asked for once History draws.
import type { ReactNode } from 'react';
import type { MirrorLanding } from '@/data/react/records';
import { CorrectAction } from './correct/CorrectAction';
import { DeskPayment } from './payment/DeskPayment';
import './landing-actions.css';

export function LandingActions({ landing, children }: { landing: MirrorLanding; children?: ReactNode }) {
  return (
    <>
      <DeskPayment landing={landing} />
      <div className="row-actions">
        {children}
        <CorrectAction landing={landing} />
      </div>
    </>
  );
}
