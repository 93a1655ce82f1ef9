import { lazy } from 'react';

const charts = () => import('./charts');

/** The charts, each loaded with the chart library on first use (never in the portal's initial download). */
export const DailyChart = lazy(() => charts().then((m) => ({ default: m.DailyChart })));
export const SplitChart = lazy(() => charts().then((m) => ({ default: m.SplitChart })));
export const TrendSparkline = lazy(() => charts().then((m) => ({ default: m.TrendSparkline })));
