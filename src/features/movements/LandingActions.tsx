// What a landing's open row offers besides its details: the payment at the desk, then what the
// screen adds (a parked row's arrival correction), then the correction. Movements' rows show it in
// RowDetails.tsx, beside their fee; History's in a chunk asked for once History draws, with the fee
// of a landing that was billed (what it is made of, and a fee set by hand after it left).
import type { ReactNode } from 'react';
import { useAppServices } from '@/data/react/app-services-context';
import type { MirrorLanding } from '@/data/react/records';
import { isNotFlown } from '@/domain/books/not-flown';
import { CorrectAction } from './correct/CorrectAction';
import { FeeDetails } from './FeeDetails';
import { ScreenClockProvider } from './hooks/screen-clock';
import { DeskPayment } from './payment/DeskPayment';
import './landing-actions.css';

interface LandingActionsProps {
  landing: MirrorLanding;
  /** Show the fee's lines and its hand-set form too (History's rows have no fee section of their own). */
  withFee?: boolean;
  children?: ReactNode;
}

export function LandingActions({ landing, withFee = false, children }: LandingActionsProps) {
  const { clock } = useAppServices();
  return (
    <>
      {withFee && !isNotFlown(landing) ? (
        // History has no screen clock of its own: the fee's lines read one while shown.
        <ScreenClockProvider clock={clock}>
          <FeeDetails landing={landing} />
        </ScreenClockProvider>
      ) : null}
      <DeskPayment landing={landing} />
      <div className="row-actions">
        {children}
        <CorrectAction landing={landing} />
      </div>
    </>
  );
}
