// What a History row offers besides its details: the payment at the desk and the correction, in a
// chunk asked for once History draws. Movements' rows show the same two in RowDetails.tsx, with what
// their section adds between them.
import type { MirrorLanding } from '@/data/react/records';
import { CorrectAction } from './correct/CorrectAction';
import { DeskPayment } from './payment/DeskPayment';

export function LandingActions({ landing }: { landing: MirrorLanding }) {
  return (
    <>
      <DeskPayment landing={landing} />
      <CorrectAction landing={landing} />
    </>
  );
}
