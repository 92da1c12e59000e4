// What a landing offers the desk besides its details, wherever it is shown: the payment at the desk
// and the correction. History's rows open into it (a chunk asked for once History draws).
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
