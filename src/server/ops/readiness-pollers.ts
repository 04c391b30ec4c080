/**
 * Who watches /readyz, and so how long a SIGTERM keeps the listener open when SHUTDOWN_DELAY_MS is
 * not set (docs/decisions/0146). The delay exists for a load balancer to see /readyz fail and take
 * the instance out of its rotation before the listener closes; a balancer checks every few seconds
 * and acts after a few failed checks. So: for each address that asked /readyz more than once in the
 * last minute, three of its intervals (the longest of its last gaps) and half a second for it to act;
 * the longest of those, at most 15 s. Nobody asking: nobody to tell, no delay (a terminal's Ctrl-C,
 * clients calling the instance directly). An address stands for one balancer (or one balancer node).
 */

/** A poller counts if it asked within this long before the SIGTERM. */
export const POLLER_RECENT_MS = 60_000;
/** Failed checks a balancer needs before it acts: HAProxy's and Kubernetes' default (ALB: 2, NGINX Plus: 1). */
export const CHECKS_TO_ACT = 3;
/** After the last of those checks, for the balancer to stop sending. */
export const ACT_MARGIN_MS = 500;
/** The default delay never exceeds this (a 30 s check interval needs SHUTDOWN_DELAY_MS). */
export const MAX_DEFAULT_DELAY_MS = 15_000;
/** Gaps kept per address (the longest counts, so one quick retry does not shorten it). */
const GAPS_KEPT = 4;
/** Addresses kept: /readyz is public, memory is not (strangers asking once cannot push a poller out). */
const ADDRESSES_KEPT = 64;

export interface DefaultDelay {
  delayMs: number;
  /** Addresses that asked /readyz in the last minute, more than once. */
  pollers: number;
  /** The longest interval among them. */
  intervalMs: number;
}

export class ReadinessPollers {
  private readonly polls = new Map<string, number[]>();

  /** `address` asked /readyz at `at`. */
  saw(address: string, at: number): void {
    const times = this.polls.get(address) ?? [];
    this.polls.delete(address);
    times.push(at);
    if (times.length > GAPS_KEPT + 1) times.shift();
    this.polls.set(address, times);
    if (this.polls.size > ADDRESSES_KEPT) {
      // One that asked once (someone's curl, a stranger) goes before a poller; the least recent first.
      const once = [...this.polls].find(([, t]) => t.length === 1)?.[0];
      this.polls.delete(once ?? this.polls.keys().next().value!);
    }
  }

  /** The delay a SIGTERM at `now` keeps the listener open for, when SHUTDOWN_DELAY_MS is not set. */
  defaultDelay(now: number): DefaultDelay {
    let intervalMs = 0;
    let pollers = 0;
    for (const times of this.polls.values()) {
      if (times.length < 2 || now - times.at(-1)! > POLLER_RECENT_MS) continue;
      pollers++;
      for (let i = 1; i < times.length; i++) intervalMs = Math.max(intervalMs, times[i]! - times[i - 1]!);
    }
    if (!pollers) return { delayMs: 0, pollers: 0, intervalMs: 0 };
    return { delayMs: Math.min(MAX_DEFAULT_DELAY_MS, CHECKS_TO_ACT * intervalMs + ACT_MARGIN_MS), pollers, intervalMs };
  }
}
