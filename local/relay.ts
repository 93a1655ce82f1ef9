import type { Config } from '../shared/config.js';
import type { Services } from '../shared/services.js';
import { startServerSideRelay, type StartedServerSideRelay } from '../relay/server-side/index.js';
import { startMailSink, type StartedMailSink } from '../relay/sink/index.js';
import { portProblem, StartError } from './port.js';

/** The local mail sink, when the relay has no `SMTP_NEXT_HOP`: started before the services, which show its messages. */
export async function startLocalSink(config: Pick<Config, 'SMTP_NEXT_HOP'>): Promise<StartedMailSink | null> {
  return config.SMTP_NEXT_HOP ? null : startMailSink();
}

/**
 * The relay beside the local host, on `SMTP_PORT` on `host`, with the in-process services' signing; a busy port is
 * refused in one line like a busy PORT.
 */
export async function startLocalRelay(
  config: Config,
  services: Services,
  sink: StartedMailSink | null,
  host: string,
): Promise<StartedServerSideRelay> {
  try {
    return await startServerSideRelay({ config, host, signing: services.serverSide, sink: sink ?? undefined });
  } catch (err) {
    const problem = portProblem(err, config.SMTP_PORT, 'SMTP_PORT');
    throw new StartError(problem ?? `relay: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** The start banner's lines about the relay: where it listens and where its mail goes. */
export function relayLines(relay: StartedServerSideRelay, sink: StartedMailSink | null): string {
  const to = sink ? `the local mail sink at ${relay.nextHop} (the portal's server-side page shows what it got)` : relay.nextHop;
  return `  Relay:      smtp://${relay.host}:${relay.port} (server-side signatures), mail goes to ${to}\n`;
}
