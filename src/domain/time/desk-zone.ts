// The desk's wall clock: arrivals, departures and opening hours are read in this zone.
export const DESK_ZONE = 'Europe/Lisbon';
