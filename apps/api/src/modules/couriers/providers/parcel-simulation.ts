/**
 * The parcels a courier simulator holds, and time for them. A parcel follows a scripted timeline
 * (minutes after booking → the courier's own code and words); the clock is the wall clock plus an
 * offset a test or the demo moves forward, so timelines advance by elapsed time and on demand.
 */
export interface TimelineStep {
  afterMinutes: number;
  code: string;
  words: string;
  reason?: string;
  /** The step at which the courier has the cash in hand (a COD delivery). */
  collects?: boolean;
  /** The step at which the parcel is back with the seller (return charges apply). */
  returns?: boolean;
}

export interface SimulatedParcel {
  consignmentNumber: string;
  orderReference: string;
  codPaisa: number;
  bookedAt: Date;
  timeline: readonly TimelineStep[];
  cancelledAt: Date | null;
  /** The booking request as the courier received it, for tests and the demo to inspect. */
  request: Record<string, unknown>;
}

export interface ParcelSimulationOptions<T extends string> {
  timelines: Record<T, readonly TimelineStep[]>;
  defaultTimeline: T;
  /** How long after its last step a finished parcel is paid out to the merchant. */
  settleAfterMinutes: number;
  newConsignmentNumber: (sequence: number) => string;
}

export class ParcelSimulation<T extends string> {
  private offsetMs = 0;
  private sequence = 0;
  private readonly scripted: T[] = [];
  readonly parcels = new Map<string, SimulatedParcel>();

  constructor(private readonly options: ParcelSimulationOptions<T>) {}

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(minutes: number): void {
    this.offsetMs += minutes * 60_000;
  }

  /** The next booking follows this timeline (a queue, so a test can script several in a row). */
  scriptNext(timeline: T): void {
    if (!(timeline in this.options.timelines)) throw new RangeError(`no timeline named ${timeline}`);
    this.scripted.push(timeline);
  }

  book(orderReference: string, codPaisa: number, request: Record<string, unknown>): SimulatedParcel {
    this.sequence += 1;
    const timeline = this.options.timelines[this.scripted.shift() ?? this.options.defaultTimeline];
    const parcel: SimulatedParcel = {
      consignmentNumber: this.options.newConsignmentNumber(this.sequence),
      orderReference,
      codPaisa,
      bookedAt: this.now(),
      timeline,
      cancelledAt: null,
      request,
    };
    this.parcels.set(parcel.consignmentNumber, parcel);
    return parcel;
  }

  /** The steps that have happened by now, oldest first, each with its time. */
  stepsSoFar(parcel: SimulatedParcel): { step: TimelineStep; at: Date }[] {
    const last = parcel.cancelledAt ?? this.now();
    return parcel.timeline
      .map((step) => ({ step, at: new Date(parcel.bookedAt.getTime() + step.afterMinutes * 60_000) }))
      .filter(({ at }) => at.getTime() <= last.getTime());
  }

  /** A booking can be cancelled until the courier has picked the parcel up (only its first step). */
  cancel(parcel: SimulatedParcel): "cancelled" | "already cancelled" | "already picked up" {
    if (parcel.cancelledAt) return "already cancelled";
    if (this.stepsSoFar(parcel).length > 1) return "already picked up";
    parcel.cancelledAt = this.now();
    return "cancelled";
  }

  collected(parcel: SimulatedParcel): boolean {
    return this.stepsSoFar(parcel).some(({ step }) => step.collects);
  }

  returned(parcel: SimulatedParcel): boolean {
    return this.stepsSoFar(parcel).some(({ step }) => step.returns);
  }

  /** When the courier paid this parcel out, or null while it has not (or never will). */
  settledAt(parcel: SimulatedParcel): Date | null {
    const steps = this.stepsSoFar(parcel);
    const final = steps.at(-1);
    if (parcel.cancelledAt || !final || !(final.step.collects || final.step.returns)) return null;
    const at = new Date(final.at.getTime() + this.options.settleAfterMinutes * 60_000);
    return at.getTime() <= this.now().getTime() ? at : null;
  }

  /** The courier's payment reference for a settled parcel: one statement per settlement day. */
  settlementReference(prefix: string, settledAt: Date): string {
    return `${prefix}-${settledAt.toISOString().slice(0, 10).replaceAll("-", "")}`;
  }
}
