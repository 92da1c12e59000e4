// Records the page's main-thread JavaScript with the CDP Profiler while a bench step runs, and
// writes it as a .cpuprofile (Chromium's DevTools and speedscope open it). Owns one CDP session
// per recording, detached at its end.
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** The profile's nodes and samples, as the Profiler domain answers them. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    hitCount?: number;
    children?: number[];
  }[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** Runs `step` with the profiler on and writes the profile to `file`; `step`'s answer is returned. */
export async function withCpuProfile<T>(page: Page, file: string, step: () => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Profiler.enable');
    // 200 µs: fine enough to see a per-row cost in a page of landings, coarse enough to stay cheap.
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const result = await step();
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    writeFileSync(file, JSON.stringify(profile));
    return result;
  } finally {
    await cdp.detach();
  }
}

const where = ({ functionName, url, lineNumber }: CpuProfile['nodes'][number]['callFrame']) =>
  `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}`;

/**
 * Time per function (ms): `self` in the function itself, `total` with what it called, largest
 * total first. The first look at a profile before opening it in DevTools.
 */
export function functionTimes(
  profile: CpuProfile,
  top = 30,
): { total: number; self: number; where: string }[] {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const deltas = profile.timeDeltas ?? [];
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  (profile.samples ?? []).forEach((sampled, i) => {
    const us = deltas[i] ?? 0;
    const first = nodes.get(sampled);
    if (first) self.set(where(first.callFrame), (self.get(where(first.callFrame)) ?? 0) + us);
    // A recursive function is counted once per sample.
    const counted = new Set<string>();
    for (let id: number | undefined = sampled; id !== undefined; id = parent.get(id)) {
      const node = nodes.get(id);
      if (!node) break;
      const name = where(node.callFrame);
      if (!counted.has(name)) total.set(name, (total.get(name) ?? 0) + us);
      counted.add(name);
    }
  });
  return [...total]
    .map(([name, us]) => ({
      total: Math.round(us / 1000),
      self: Math.round((self.get(name) ?? 0) / 1000),
      where: name,
    }))
    .sort((a, b) => b.total - a.total)
    .slice(0, top);
}
