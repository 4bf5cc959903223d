// The same suite, run by two files at once (orders.spec.ts, payments.spec.ts) whose tests spread
// over both workers (fullyParallel): each test drives the app to create its instance, send and
// receive, then checks it sees nothing of the other file's. With a mock per worker it passes; with
// one mock shared by both workers it fails (this repository's test/playwright-workers.test.ts runs
// it both ways).
import { bothWorkersHoldState } from './barrier.js';
import { expect, test } from './fixtures.js';

/** `name`: the file's instance; `customer`: the number it talks to (each file its own). */
export function deskSuite(name: string, customer: string): void {
  test(`${name}: the instance it creates is the only one it lists`, async ({ app, mock }) => {
    await createInstance(app, name);
    await bothWorkersHoldState();
    await app.getByRole('button', { name: 'Instances' }).click();
    await expect(app.locator('#instances li')).toHaveText([`${name} (close)`]);
    expect((await mock.instances.list()).map((i) => i.name)).toEqual([name]);
  });

  test(`${name}: its chats hold only the message it sent`, async ({ app, mock }) => {
    await createInstance(app, name);
    await mock.instances.setState(name, 'open'); // the phone paired (control API)
    await app.getByLabel('number').fill(customer);
    await app.getByLabel('text').fill(`hello from ${name}`);
    await app.getByRole('button', { name: 'Send' }).click();
    await expect(app.getByRole('status')).toHaveText(`sent to ${customer}@s.whatsapp.net`);
    await bothWorkersHoldState();
    await app.getByRole('button', { name: 'Chats' }).click();
    await expect(app.locator('#chats li')).toHaveText([customer]);
    await app.getByRole('button', { name: 'Messages' }).click();
    await expect(app.locator('#messages li')).toHaveText([`me: hello from ${name}`]);
    const requests = await mock.requests();
    expect(requests.map((r) => `${r.operationId} ${r.instance ?? ''}`.trim())).toEqual([
      'createInstance', // its path names no instance
      `sendText ${name}`,
      `findChats ${name}`,
      `findMessages ${name}`,
    ]);
  });

  test(`${name}: a message that arrives through the control API shows in the app`, async ({ app, mock }) => {
    await createInstance(app, name);
    await mock.instances.setState(name, 'open');
    await mock.instances.receive(name, { from: customer, text: `a question for ${name}` });
    await bothWorkersHoldState();
    await app.getByRole('button', { name: 'Messages' }).click();
    await expect(app.locator('#messages li')).toHaveText([`${customer}: a question for ${name}`]);
    await app.getByRole('button', { name: 'Chats' }).click();
    await expect(app.locator('#chats li')).toHaveText([customer]);
  });
}

async function createInstance(app: import('@playwright/test').Page, name: string): Promise<void> {
  await app.getByLabel('instance name').fill(name);
  await app.getByRole('button', { name: 'Create instance' }).click();
  await expect(app.getByRole('status')).toHaveText(`created ${name}`);
}
