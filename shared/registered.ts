/**
 * What an earlier feature asks of features wired after it: whether an organisation pays (tenants ask billing), which
 * templates use an image (assets ask templates), whether a template is in use (templates ask rollouts, schedules and
 * rules). Each later feature registers its answer in its own module's `wire`, so the composition root builds every
 * feature in dependency order and no closure names a service built further down. An answer asked for before it is
 * registered throws: a wiring mistake, which the architecture test catches before any request can.
 */
export class Registered<F> {
  private readonly answers: F[] = [];

  constructor(
    /** What is asked, for the mistake's message. */
    readonly question: string,
  ) {}

  register(answer: F): void {
    this.answers.push(answer);
  }

  /** Whether an answer is registered. */
  get answered(): boolean {
    return this.answers.length > 0;
  }

  /** The one answer. */
  get one(): F {
    if (this.answers.length !== 1) throw new Error(`${this.answers.length} answers to "${this.question}": one is wired`);
    return this.answers[0];
  }

  /** Every answer, in the order the features registered them. */
  get all(): readonly F[] {
    return this.answers;
  }
}
