// What a movement's row opens into: its details, its fee, the payment at the desk, what the
// section adds and the correction. A chunk of its own, asked for once the rows are on screen.
import type { ReactNode } from 'react';
import type { MirrorLanding } from '@/data/react/records';
import { isNotFlown } from '@/domain/books/not-flown';
import { FeeDetails } from './FeeDetails';
import { LandingActions } from './LandingActions';
import { LandingDetails } from './LandingDetails';

export interface RowDetailsProps {
  landing: MirrorLanding;
  showArrival: boolean;
  moreDetails?: ReactNode;
}

export function RowDetails({ landing, showArrival, moreDetails }: RowDetailsProps) {
  return (
    <>
      <LandingDetails landing={landing} showArrival={showArrival} />
      {/* Ending, waiting to sync: never billed, so no fee to set. */}
      {isNotFlown(landing) ? null : <FeeDetails landing={landing} />}
      <LandingActions landing={landing}>{moreDetails}</LandingActions>
    </>
  );
}
