import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { EVENTS_CHANNEL, EventBus, type UserEvent } from './event-bus';

let database: Database;
let bus: EventBus;
const log = Fastify({ logger: false }).log;

beforeAll(async () => {
  database = await openDatabase({});
  bus = new EventBus(database, log);
  await bus.start();
});

afterAll(async () => {
  await bus.stop();
  await database.close();
});

function collect(userId: string): { received: UserEvent[]; unsubscribe: () => void } {
  const received: UserEvent[] = [];
  return { received, unsubscribe: bus.subscribe(userId, (event) => received.push(event)) };
}

/** NOTIFYs arrive in commit order, so once this marker is in, anything published before it is too. */
async function publishMarker(userId: string, received: UserEvent[]): Promise<void> {
  await bus.publish(database.db, { userIds: [userId], type: 'test.marker', data: {} });
  await vi.waitFor(() => expect(received.at(-1)?.type).toBe('test.marker'));
}

describe('EventBus on PGlite', () => {
  it('delivers an event to the listed users only', async () => {
    const alice = collect('alice');
    const bob = collect('bob');
    await bus.publish(database.db, { userIds: ['alice', 'alice'], type: 'message.created', data: { messageId: 7 } });
    await publishMarker('bob', bob.received);
    await vi.waitFor(() => expect(alice.received).toEqual([{ type: 'message.created', data: { messageId: 7 } }]));
    expect(bob.received.map((event) => event.type)).toEqual(['test.marker']);
    alice.unsubscribe();
    bob.unsubscribe();
  });

  it('delivers an event raised in a transaction only when it commits', async () => {
    const carol = collect('carol');
    await database.db.transaction(async (tx) => {
      await bus.publish(tx, { userIds: ['carol'], type: 'purchase.updated', data: { purchaseId: 'committed' } });
    });
    const rollback = new Error('roll back');
    await expect(
      database.db.transaction(async (tx) => {
        await bus.publish(tx, { userIds: ['carol'], type: 'purchase.updated', data: { purchaseId: 'rolled-back' } });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    await publishMarker('carol', carol.received);
    expect(carol.received.map((event) => event.data.purchaseId ?? event.type)).toEqual(['committed', 'test.marker']);
    carol.unsubscribe();
  });

  it('rejects an event too large for NOTIFY and one whose type would break an SSE line', async () => {
    const big = { userIds: ['dave'], type: 'too.big', data: { text: 'x'.repeat(8000) } };
    await expect(bus.publish(database.db, big)).rejects.toThrow(/limit is 7999/);
    const nepali = { userIds: ['dave'], type: 'too.big', data: { text: 'न'.repeat(2700) } };
    await expect(bus.publish(database.db, nepali)).rejects.toThrow(/bytes/);
    await expect(bus.publish(database.db, { userIds: ['dave'], type: 'a\ndata: x', data: {} })).rejects.toThrow(
      /invalid event/,
    );
  });

  it('logs and ignores malformed payloads, and keeps delivering', async () => {
    const warn = vi.spyOn(log, 'warn');
    const erin = collect('erin');
    await database.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${'not json'})`);
    await database.db.execute(
      sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ userIds: 'erin', type: 'x', data: {} })})`,
    );
    await publishMarker('erin', erin.received);
    expect(erin.received.map((event) => event.type)).toEqual(['test.marker']);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
    erin.unsubscribe();
  });

  it('stops delivering after unsubscribe and survives a throwing listener', async () => {
    const failing = bus.subscribe('frank', () => {
      throw new Error('listener bug');
    });
    const frank = collect('frank');
    const gone = collect('frank');
    gone.unsubscribe();
    await publishMarker('frank', frank.received);
    expect(gone.received).toEqual([]);
    failing();
    frank.unsubscribe();
    expect(bus.subscriberCount).toBe(0);
  });
});
