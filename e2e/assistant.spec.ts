import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, sameOrigin, signIn, signUp, test } from './fixtures';

const GREETING = "Hi! I'm your studio assistant. Ask me about your websites' performance, payments due, change requests or analytics.";
const SUGGESTIONS = ['How is my website performance?', 'What payments are due?', 'How do I submit a change request?', 'Show me my analytics'];

/** A new client signed in through /login; with a website (hosting 25, domain 15: two payments due) unless told not to. */
async function signedInClient(page: Page, request: APIRequestContext, { website = true } = {}) {
  const { email, token } = await signUp(request, 'assistant');
  if (website) {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const created = await request.post('/api/websites', {
      headers: { authorization: `Bearer ${token}`, ...sameOrigin() },
      data: { name: `Cafe ${tag}`, domain: `cafe-${tag}.example`, hostingPrice: '25', domainPrice: '15' },
    });
    expect(created.status()).toBe(201);
  }
  await signIn(page, email);
}

const chat = (page: Page) => page.getByRole('dialog', { name: 'AI Assistant' });
const conversation = (page: Page) => chat(page).getByRole('log', { name: 'Conversation' });
const input = (page: Page) => chat(page).getByRole('textbox', { name: 'Message' });
const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

/** Every POST /api/ai/chat the page makes, with its body. */
function recordChatRequests(page: Page) {
  const bodies: Array<{ message: string; context: { conversationHistory: Array<{ role: string; content: string }> } }> = [];
  page.on('request', (req: Request) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/ai/chat')) bodies.push(req.postDataJSON());
  });
  return bodies;
}

test('the payments suggestion: Typing..., then the answer from the account; history, trimming and in-app links', async ({ page, request }) => {
  await signedInClient(page, request);
  const sent = recordChatRequests(page);

  // The round button toggles the panel; focus moves into it.
  const toggle = page.getByRole('button', { name: 'Open assistant' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(chat(page)).toHaveCount(0);
  await toggle.click();
  await expect(chat(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close assistant' })).toHaveAttribute('aria-expanded', 'true');
  await expect(input(page)).toBeFocused();

  // The greeting, with a time, and the four suggestions.
  await expect(conversation(page).getByRole('listitem')).toHaveCount(1);
  await expect(conversation(page)).toContainText(GREETING);
  await expect(conversation(page).locator('time')).toHaveCount(1);
  const suggestions = chat(page).getByRole('list', { name: 'Suggestions' }).getByRole('button');
  await expect(suggestions).toHaveText(SUGGESTIONS);

  // Whitespace is not sent.
  await input(page).fill('   ');
  await expect(chat(page).getByRole('button', { name: 'Send message' })).toBeDisabled();
  await input(page).press('Enter');
  await expect(conversation(page).getByRole('listitem')).toHaveCount(1);
  expect(sent).toHaveLength(0);

  // Slow the answer down to see the pending state.
  await page.route('**/api/ai/chat', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await suggestions.filter({ hasText: 'What payments are due?' }).click();
  await expect(chat(page).getByText('Typing...', { exact: true })).toBeVisible();
  await expect(input(page)).toBeDisabled();
  await expect(chat(page).getByRole('list', { name: 'Suggestions' })).toHaveCount(0);
  await expect(conversation(page).getByRole('listitem').nth(1)).toContainText('What payments are due?');

  const answer = conversation(page).getByRole('listitem').nth(2);
  await expect(answer).toContainText('You have 2 payments due, $40.00 in total');
  await expect(answer).toContainText('$25.00');
  await expect(answer).toContainText('$15.00');
  await expect(chat(page).getByText('Typing...', { exact: true })).toHaveCount(0);
  await expect(input(page)).toBeEnabled();
  await expect(input(page)).toBeFocused();
  await expect(conversation(page).locator('time')).toHaveCount(3);
  expect(sent[0]).toEqual({ message: 'What payments are due?', context: { conversationHistory: [{ role: 'assistant', content: GREETING }] } });
  await page.unroute('**/api/ai/chat');

  // Typed text is trimmed; Enter sends; the context is the last 5 messages before the new one.
  await input(page).fill('   How is my website performance?  ');
  await input(page).press('Enter');
  await expect(conversation(page).getByRole('listitem')).toHaveCount(5);
  expect(sent[1].message).toBe('How is my website performance?');
  expect(sent[1].context.conversationHistory.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
  await input(page).fill('Show me my analytics');
  await input(page).press('Enter');
  await expect(conversation(page).getByRole('listitem')).toHaveCount(7);
  await input(page).fill('How do I submit a change request?');
  await input(page).press('Enter');
  await expect(conversation(page).getByRole('listitem')).toHaveCount(9);
  expect(sent).toHaveLength(4);
  expect(sent[3].context.conversationHistory).toHaveLength(5);
  // Greeting and first question dropped: the payments answer ... the analytics answer.
  expect(sent[3].context.conversationHistory.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant', 'user', 'assistant']);
  expect(sent[3].context.conversationHistory[0].content).toContain('$40.00');
  expect(sent[3].context.conversationHistory[3]).toEqual({ role: 'user', content: 'Show me my analytics' });
  expect(sent[3].context.conversationHistory[4].content).toContain('(/analytics)');

  // The paths in an answer are in-app links; the chat stays open on the next screen.
  await answer.getByRole('link', { name: '/billing' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { name: 'Billing and Payments', level: 1 })).toBeVisible();
  await expect(chat(page)).toBeVisible();
  const changeRequests = conversation(page).getByRole('listitem').nth(8).getByRole('link', { name: '/change-requests' });
  await changeRequests.click();
  await expect(page).toHaveURL(/\/change-requests$/);

  // Escape closes and gives focus back to the button.
  await input(page).press('Escape');
  await expect(chat(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open assistant' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Open assistant' })).toHaveAttribute('aria-expanded', 'false');
});

test('the dashboard Support quick action opens the chat; the assistant is on signed-in screens only', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open assistant' })).toHaveCount(0);

  await signedInClient(page, request, { website: false });
  await page.getByRole('button', { name: 'Support', exact: true }).click();
  await expect(chat(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  await page.getByRole('button', { name: 'Close assistant' }).click();
  await expect(chat(page)).toHaveCount(0);

  // The other quick actions: Analytics and the settings' security card.
  await expect(page.getByRole('link', { name: 'Security', exact: true })).toHaveAttribute('href', '/settings#security');
  await page.getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('button', { name: 'Open assistant' })).toBeVisible();

  // Without payments the answer says so.
  await page.getByRole('button', { name: 'Open assistant' }).click();
  await chat(page).getByRole('button', { name: 'What payments are due?' }).click();
  await expect(conversation(page).getByRole('listitem').nth(2)).toContainText('You have no payments due right now.');
});

test('chat failures: the error toast and the message back in the field; answers are text, never HTML; an ended session signs in', async ({ page, request }) => {
  await signedInClient(page, request, { website: false });
  await page.getByRole('button', { name: 'Open assistant' }).click();

  await page.route('**/api/ai/chat', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
  await input(page).fill('Hello there');
  await input(page).press('Enter');
  await toast(page, 'Error');
  await toast(page, 'Failed to send message. Please try again.');
  await expect(input(page)).toHaveValue('Hello there');
  await expect(conversation(page).getByRole('listitem')).toHaveCount(1);
  // Only the greeting again: the suggestions are back.
  await expect(chat(page).getByRole('list', { name: 'Suggestions' })).toBeVisible();

  await page.unroute('**/api/ai/chat');
  await page.route('**/api/ai/chat', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ response: '<img src=x onerror="window.__xss=1"><b>bold</b>\nSee /orders or https://evil.example/billing' }),
    }),
  );
  await chat(page).getByRole('button', { name: 'Send message' }).click();
  const answer = conversation(page).getByRole('listitem').nth(2);
  await expect(answer).toContainText('<img src=x onerror="window.__xss=1"><b>bold</b>');
  await expect(answer.locator('img, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(answer.getByRole('link')).toHaveCount(1);
  await expect(answer.getByRole('link', { name: '/orders' })).toHaveAttribute('href', '/orders');

  await page.unroute('**/api/ai/chat');
  await page.route('**/api/ai/chat', (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthorized"}' }));
  await input(page).fill('Anything due?');
  await input(page).press('Enter');
  await toast(page, 'Unauthorized');
  await toast(page, 'You are logged out. Logging in again...');
  await expect(page).toHaveURL(/\/login(\?returnTo=[^&]+)?$/, { timeout: 5000 });
});
