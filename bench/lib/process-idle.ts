import fs from 'node:fs';

/** CPU seconds (user + system) a process has used so far, from /proc. */
export function processCpuSeconds(pid: number) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticksPerSecond = 100;
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/**
 * Waits until the process has used (almost) no CPU for 30 s in a row, at most 3 minutes: a server
 * started with the demo data first generates and processes the demo's media, work that is not what a
 * bench measures. Returns the seconds waited.
 */
export async function waitUntilIdle(pid: number) {
  const started = Date.now();
  let quietSeconds = 0;
  let cpu = processCpuSeconds(pid);
  while (quietSeconds < 30 && Date.now() - started < 180_000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = processCpuSeconds(pid);
    quietSeconds = now - cpu < 0.05 ? quietSeconds + 1 : 0;
    cpu = now;
  }
  return (Date.now() - started) / 1000;
}
