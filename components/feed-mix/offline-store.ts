/**
 * The device's copy of the open mix and its queue of unsent changes, in localStorage (survives a
 * reload, a closed tab and a dead battery). One entry per mix: `maiturimix:mix:<id>` and
 * `maiturimix:queue:<id>`.
 */
import type { TMix } from "@/lib/feed-mix/schemas";
import type { MixOp } from "./offline-mix";

const mixKey = (id: number) => `maiturimix:mix:${id}`;
const queueKey = (id: number) => `maiturimix:queue:${id}`;

function read<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or off: the screen still works online */
  }
}

export const loadMixLocally = (id: number): TMix | null => read<TMix>(mixKey(id));
export const saveMixLocally = (mix: TMix): void => write(mixKey(mix.MixId), mix);
export const loadQueue = (id: number): MixOp[] => read<MixOp[]>(queueKey(id)) ?? [];
export const saveQueue = (id: number, ops: MixOp[]): void => write(queueKey(id), ops);

export function forgetMix(id: number): void {
  try {
    window.localStorage.removeItem(mixKey(id));
    window.localStorage.removeItem(queueKey(id));
  } catch {
    /* nothing stored */
  }
}
