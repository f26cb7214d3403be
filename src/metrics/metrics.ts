// The bot's figures for an operator, in Prometheus's text format (prom-client). One Metrics a
// process: the router counts interactions and their latency, the bootstrap registers gauges
// that read queues, viewers and shards when scraped (nothing is sampled in between).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Where an interaction's time went: handled fully, acknowledged late (Discord's 3 s). */
export interface InteractionSample {
  /** 'command:<name>', 'button', 'select' or 'autocomplete'. */
  kind: string;
  /** From Discord's creation of the interaction to the end of its handler. */
  seconds: number;
  outcome: 'ok' | 'refused' | 'failed';
}

export class Metrics {
  readonly registry = new Registry();
  private readonly interactions: Counter<'kind' | 'outcome'>;
  private readonly latency: Histogram;
  private readonly acksMissed: Counter;

  constructor(labels: Record<string, string> = {}) {
    this.registry.setDefaultLabels(labels);
    collectDefaultMetrics({ register: this.registry, prefix: 'risk_' });
    const registers = [this.registry];
    this.interactions = new Counter({
      name: 'risk_interactions_total',
      help: 'Interactions handled, by kind and outcome.',
      labelNames: ['kind', 'outcome'],
      registers,
    });
    this.latency = new Histogram({
      name: 'risk_interaction_seconds',
      // One series, not one per kind: the counter tells kinds apart; the latency is the bot's.
      help: "Seconds from Discord's creation of an interaction to the end of its handler.",
      // Discord's window is 3 s: the buckets around it tell a slow bot before players do.
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10],
      registers,
    });
    this.acksMissed = new Counter({
      name: 'risk_acks_missed_total',
      help: 'Interactions whose acknowledgement Discord no longer accepted (past its 3 s window).',
      registers,
    });
  }

  interaction(s: InteractionSample): void {
    const kind = s.kind.slice(0, 40);
    this.interactions.inc({ kind, outcome: s.outcome });
    this.latency.observe(Math.max(0, s.seconds));
  }

  ackMissed(): void {
    this.acksMissed.inc();
  }

  /** A figure read when scraped: `read` returns one value or values by label. */
  gauge(name: string, help: string, read: () => number | Record<string, number>, label = 'name'): void {
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers: [this.registry],
      collect() {
        const v = read();
        if (typeof v === 'number') this.set(v);
        else {
          this.reset();
          for (const [k, n] of Object.entries(v)) this.set({ [label]: k }, n);
        }
      },
    });
  }

  /** A count read when scraped (it only grows, e.g. a store's trips since start), by label or alone. */
  counterFrom(name: string, help: string, read: () => number | Record<string, number>, label = 'name'): void {
    new Counter({
      name,
      help,
      labelNames: [label],
      registers: [this.registry],
      collect() {
        this.reset();
        const v = read();
        if (typeof v === 'number') this.inc(v);
        else for (const [k, n] of Object.entries(v)) this.inc({ [label]: k }, n);
      },
    });
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
