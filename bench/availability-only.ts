// Only the availability part of `npm run bench` (storage through the fault proxy, each mode beside the healthy run):
// `npm run build:local && tsx bench/availability-only.ts`.
import { availabilityBench } from './availability.js';
import { reportBroken } from './verdict.js';

await availabilityBench();
reportBroken();
