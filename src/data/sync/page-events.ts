// The parts of `window` the sync engines listen to: the link coming back, focus, the page hidden or
// left, the tab shown again. Named once, so a test can hand either engine the same stand-in.

export type PageEvent = 'online' | 'focus' | 'pagehide';

export interface PageEvents {
  addEventListener(type: PageEvent, listener: () => void): void;
  removeEventListener(type: PageEvent, listener: () => void): void;
  document: {
    visibilityState: DocumentVisibilityState;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
    removeEventListener(type: 'visibilitychange', listener: () => void): void;
  };
}
