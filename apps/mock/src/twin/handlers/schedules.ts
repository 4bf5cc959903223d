// The contract's scheduled messages (2.1.1 has no such routes; the evolution-2.1.1 profile removes
// them). A created schedule is stored with a new id and can be replaced by id; an id never created
// is 404, except in the quick start's `*` world, where every id exists as every instance name does.

import { uuid } from '../../common/random.js';
import { answer, failure, isObject } from '../handler.js';
import { LIMITS } from '../instance.js';
import type { Handler } from '../rules.js';

export const createSchedule: Handler = ({ body }, twin) => {
  if (!isObject(body)) return undefined;
  return store(twin.world.schedules, { ...body, id: uuid(twin.random) });
};

export const updateSchedule: Handler = ({ body, pathParams }, twin) => {
  const id = pathParams['scheduleID'] ?? '';
  if (!isObject(body)) return undefined;
  const { schedules } = twin.world;
  if (!schedules.has(id) && !twin.world.lenient) return failure(404, [`The schedule "${id}" does not exist`]);
  return store(twin.world.schedules, { ...body, id });
};

/** Keeps the schedule (a replaced one moves to the newest), forgetting the oldest past the cap. */
function store(schedules: Map<string, Record<string, unknown>>, schedule: Record<string, unknown> & { id: string }) {
  schedules.delete(schedule.id);
  schedules.set(schedule.id, schedule);
  for (const oldest of schedules.keys()) {
    if (schedules.size <= LIMITS.schedules) break;
    schedules.delete(oldest);
  }
  return answer(200, schedule);
}
