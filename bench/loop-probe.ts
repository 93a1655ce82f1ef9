// Preloaded into the service's process by the stall bench (`node --import tsx --import bench/loop-probe.ts …`): the
// longest time its event loop was held, sampled every millisecond, answered over the IPC channel the bench opened.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const RESOLUTION_MS = 1;
const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
delay.enable();

process.on('message', (message) => {
  if (message === 'reset') {
    delay.reset();
    process.send?.({ reset: true });
  } else if (message === 'read') {
    // A sample is the time between two ticks due a millisecond apart: the loop was held for it less the resolution.
    process.send?.({
      heldMs: Math.max(0, delay.max / 1e6 - RESOLUTION_MS),
      p99Ms: Math.max(0, delay.percentile(99) / 1e6 - RESOLUTION_MS),
    });
  }
});
// The channel must not keep the service alive once it has stopped serving.
process.channel?.unref();
