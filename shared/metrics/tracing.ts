import {
  context,
  isSpanContextValid,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  TraceFlags,
  type Attributes,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { AlwaysOnSampler, BasicTracerProvider, type Sampler, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { AsyncLocalStorageContextManager } from './trace-context.js';

/**
 * The process's tracer while traces are on (shared/metrics/otel.ts in Azure, a test's in-memory exporter); null
 * otherwise, and then every traced step is one check of it: no span, no context, nothing allocated for tracing.
 */
let tracer: Tracer | null = null;

/** Whether spans are recorded in this process. */
export const tracingOn = (): boolean => tracer !== null;

/**
 * Records spans from now on, handed to `processor` (a batch to Azure Monitor, or a test's simple one), sampled by
 * `sampler` (every trace by default). Answers how to stop: flushes, then tracing is off again. One at a time.
 */
export function startTracing(processor: SpanProcessor, sampler: Sampler = new AlwaysOnSampler()): () => Promise<void> {
  if (tracer) throw new Error('Tracing is on already');
  const provider = new BasicTracerProvider({ sampler, spanProcessors: [processor] });
  const manager = new AsyncLocalStorageContextManager();
  context.setGlobalContextManager(manager);
  tracer = provider.getTracer('signature-service');
  return async () => {
    tracer = null;
    context.disable();
    await provider.shutdown();
  };
}

/** An error code as a word (`ETIMEDOUT`, `storage_unavailable`), nothing longer or freer. */
const CODE = /^[a-z_]\w{0,63}$/i;

/** A span's outcome when `work` threw: the error's kind only (messages can carry addresses or storage URLs). */
function failed(span: Span, err: unknown): void {
  const code = (err as { code?: unknown } | null)?.code;
  const kind = typeof code === 'string' && CODE.test(code) ? code : err instanceof Error ? err.name : 'error';
  span.setStatus({ code: SpanStatusCode.ERROR, message: kind });
}

/** Runs `work` in a span of its own, child of the active one; ended when `work` settles. Only while tracing is on. */
function spanAround<T>(
  t: Tracer,
  name: string,
  kind: SpanKind,
  attributes: Attributes,
  parent: Context,
  work: (span: Span) => Promise<T>,
  isFailure: (err: unknown) => boolean = () => true,
) {
  const span = t.startSpan(name, { kind, attributes }, parent);
  return context.with(trace.setSpan(parent, span), async () => {
    try {
      return await work(span);
    } catch (err) {
      if (isFailure(err)) failed(span, err);
      throw err;
    } finally {
      span.end();
    }
  });
}

/**
 * `work` as a span named `name` under the active span (a storage call, a Graph call, the relay's next hop), or just
 * `work` when tracing is off (`span` then undefined). Attributes never carry an address, a path or message content.
 * `isFailure`: whether what `work` threw marks the span failed (a storage 404 is an answer).
 */
export function inSpan<T>(
  name: string,
  kind: SpanKind,
  attributes: Attributes,
  work: (span: Span | undefined) => Promise<T>,
  isFailure?: (err: unknown) => boolean,
): Promise<T> {
  const t = tracer;
  if (!t) return work(undefined);
  return spanAround(t, name, kind, attributes, context.active(), work, isFailure);
}

/** W3C `traceparent`: version 00, trace id, parent span id, flags (fixed widths, so the pattern is linear). */
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/** The caller's trace from its `traceparent` header, when it is a valid one; else a new trace (the root). */
function callersContext(traceparent: string | undefined): Context {
  const m = traceparent ? TRACEPARENT.exec(traceparent.trim()) : null;
  if (!m) return ROOT_CONTEXT;
  const spanContext = { traceId: m[1], spanId: m[2], traceFlags: parseInt(m[3], 16) & TraceFlags.SAMPLED, isRemote: true };
  return isSpanContextValid(spanContext) ? trace.setSpanContext(ROOT_CONTEXT, spanContext) : ROOT_CONTEXT;
}

/**
 * `work` as the server span of one request or message received (`traceparent`: the caller's W3C header, continued
 * when valid). Only called while tracing is on: the caller checks `tracingOn()` first, so the request's path pays
 * nothing else.
 */
export function serverSpan<T>(name: string, traceparent: string | undefined, work: (span: Span) => Promise<T>): Promise<T> {
  const t = tracer;
  if (!t) throw new Error('Tracing is off');
  return spanAround(t, name, SpanKind.SERVER, {}, callersContext(traceparent), (span) => work(span));
}

/** The span active here (a request's, a message's), while tracing is on. */
export const activeSpan = (): Span | undefined => (tracer ? trace.getActiveSpan() : undefined);
