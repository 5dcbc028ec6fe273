import { orderProgress, orderStatusInfo, type OrderStatus } from '../../../shared/orders';
import { typeCosts } from '../../../shared/change-requests';
import type { AnalyticsRow } from '../analytics/analytics.service';
import { type ClientFacts, money, paymentsDue } from './facts';
import { searchHelp } from './knowledge';

export interface ChatTurn {
  role: 'assistant' | 'user';
  content: string;
}

type Intent = 'payments' | 'performance' | 'change_request' | 'analytics' | 'orders' | 'backups' | 'two_factor' | 'sign_out' | 'contact' | 'greeting';

const INTENTS: [Intent, RegExp][] = [
  ['two_factor', /\b(2fa|two[- ]factor|authenticator|recovery code)/i],
  ['sign_out', /\b(sign|log)\s*(me\s*)?out\b|\blogout\b|\bsessions?\b/i],
  ['backups', /\bback\s*-?ups?\b|\bzip\b|\bdownload (my|the) (site|files|website)/i],
  ['change_request', /\bchange requests?\b|\brequests?\b|\bmodif|\bedit my (site|website)|\bfix\b|\bupdate my (site|website)/i],
  ['orders', /\borders?\b|\bproject|\bstage\b|\bprogress\b|\bdeliver/i],
  ['payments', /\bpay(ment|ments|ing)?\b|\bdue\b|\binvoices?\b|\bbill(ing|s)?\b|\bowe\b|\boutstanding\b|\brenew|\bbalance\b|\bcharge/i],
  ['performance', /\bperform|\buptime\b|\bspeed\b|\bfast\b|\bslow\b|\bresponse time\b|\bdown\b|\bonline\b|\bavailab/i],
  ['analytics', /\banalytic|\bvisitors?\b|\btraffic\b|\bpage ?views?\b|\bbounce\b|\bstats?\b|\bstatistics\b/i],
  ['contact', /\bcontact\b|\bsupport\b|\bhuman\b|\bsomeone\b|\bphone\b|\bemail (you|the studio)\b|\btalk to\b/i],
  ['greeting', /^(hi|hello|hey|good (morning|afternoon|evening))\b/i],
];

export function intentOf(text: string): Intent | null {
  return INTENTS.find(([, re]) => re.test(text))?.[0] ?? null;
}

const ORDINALS: [RegExp, number][] = [
  [/\b(first|1st)\b/i, 0],
  [/\b(second|2nd)\b/i, 1],
  [/\b(third|3rd)\b/i, 2],
  [/\b(fourth|4th)\b/i, 3],
  [/\blast\b/i, -1],
];
const ordinalOf = (text: string) => ORDINALS.find(([re]) => re.test(text))?.[1];

const uptimeLabel = (u: number) => (u >= 99.9 ? 'Excellent' : u >= 99 ? 'Good' : 'Issues detected');
const speedLabel = (ms: number) => (ms <= 500 ? 'Fast' : ms <= 1000 ? 'Acceptable' : 'Slow');
const bounceLabel = (b: number) => (b < 40 ? 'Excellent' : b < 70 ? 'Good' : 'Needs improvement');
const mean = (rows: AnalyticsRow[], pick: (r: AnalyticsRow) => number) => (rows.length ? rows.reduce((n, r) => n + pick(r), 0) / rows.length : null);
const sum = (rows: AnalyticsRow[], pick: (r: AnalyticsRow) => number) => rows.reduce((n, r) => n + pick(r), 0);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The website a question names (by name or domain), if any. */
function siteNamed(facts: ClientFacts, text: string) {
  const t = text.toLowerCase();
  return facts.websites.find((w) => t.includes(w.name.toLowerCase()) || t.includes(w.domain.toLowerCase()));
}

function answerPayments(facts: ClientFacts, pick?: number): string {
  const { items, total } = paymentsDue(facts);
  if (items.length === 0) return 'You have no payments due right now. Everything is paid. You can see your payment history and receipts in Billing (/billing).';
  if (pick !== undefined) {
    const item = items.at(pick);
    if (!item) return `You have ${plural(items.length, 'payment')} due, so there is no such one. Ask me about "the first" to "${items.length === 1 ? 'first' : 'the last'}".`;
    return `${item.line}. Pay it from Billing (/billing) with Pay Now.`;
  }
  const lines = items.map((i, n) => `${n + 1}. ${i.line}`);
  return [
    `You have ${plural(items.length, 'payment')} due, ${money(total)} in total:`,
    ...lines,
    'Pay them from Billing (/billing) with Pay Now. If you save your card there, hosting and domain renewals are charged automatically on their due date (a failed charge is retried after 1, 3 and 7 days).',
  ].join('\n');
}

function answerPerformance(facts: ClientFacts, text: string): string {
  const sites = siteNamed(facts, text) ? [siteNamed(facts, text)!] : facts.websites;
  if (sites.length === 0) return 'You have no websites yet, so there is nothing to measure. Add one in My Websites (/websites).';
  const parts = sites.map((w) => {
    const u7 = mean(w.last7, (r) => Number(r.uptime));
    const u30 = mean(w.last30, (r) => Number(r.uptime));
    const rt = mean(w.last7.filter((r) => r.responseTime > 0), (r) => r.responseTime);
    if (u30 === null) return `${w.name} (${w.domain}): no measurements yet.`;
    return `${w.name} (${w.domain}): uptime ${u7 === null ? 'n/a' : `${u7.toFixed(2)}%`} over the last 7 days and ${u30.toFixed(2)}% over 30 days (${uptimeLabel(u30)})${rt === null ? '' : `, average response time ${Math.round(rt)} ms (${speedLabel(rt)})`}.`;
  });
  return [...parts, 'Details per day are in Analytics (/analytics).'].join('\n');
}

function trend(now7: number, before7: number) {
  if (before7 === 0) return now7 > 0 ? 'up from none the week before' : 'no visitors in either week';
  const change = ((now7 - before7) / before7) * 100;
  return `${change >= 0 ? 'up' : 'down'} ${Math.abs(change).toFixed(0)}% on the 7 days before`;
}

function answerAnalytics(facts: ClientFacts, text: string): string {
  const sites = siteNamed(facts, text) ? [siteNamed(facts, text)!] : facts.websites;
  if (sites.length === 0) return 'You have no websites yet. Add one in My Websites (/websites), then add the tracking code to count visitors.';
  const parts = sites.map((w) => {
    if (w.last30.length === 0) return `${w.name}: no visits counted yet. Add the tracking code from My Websites to the site.`;
    const v7 = sum(w.last7, (r) => r.visitors);
    const pv = sum(w.last30, (r) => r.pageViews);
    const bounce = mean(w.last30, (r) => Number(r.bounceRate)) ?? 0;
    return `${w.name}: ${v7} visitors in the last 7 days (${trend(v7, sum(w.previous7, (r) => r.visitors))}), ${sum(w.last30, (r) => r.visitors)} visitors and ${pv} page views over 30 days, bounce rate ${bounce.toFixed(1)}% (${bounceLabel(bounce)}).`;
  });
  return [...parts, 'Charts and daily figures are in Analytics (/analytics).'].join('\n');
}

function answerChangeRequests(facts: ClientFacts): string {
  const open = facts.changeRequests.filter((r) => r.status === 'pending' || r.status === 'in_progress');
  const costs = Object.entries(typeCosts).map(([type, c]) => `${type} ${c.range}`).join(', ');
  return [
    'To request a change: open Request Tracking (/change-requests), press Create Change Request, choose the website, give it a title, pick the type and describe what you need (at least 10 characters). You can attach up to 5 images, PDFs or Word files.',
    `Typical costs by type: ${costs}.`,
    open.length
      ? `You have ${plural(open.length, 'open request')}: ${open.map((r) => `"${r.title}" (${r.status === 'in_progress' ? 'in progress' : 'pending'}${r.adminNotes ? `, note from the studio: ${r.adminNotes}` : ''})`).join('; ')}.`
      : 'You have no open requests right now.',
  ].join('\n');
}

function answerOrders(facts: ClientFacts, pick?: number): string {
  if (facts.orders.length === 0) return 'You have no orders yet. You can order a website, a logo or custom software in Order Services (/orders).';
  const describe = (o: ClientFacts['orders'][number]) =>
    `"${o.title}": ${orderStatusInfo[o.status as OrderStatus]?.label ?? o.status} (${orderProgress(o.status)}% done), deposit ${o.paymentStatus === 'paid' ? 'paid' : 'not paid yet'}${o.estimatedDelivery ? `, estimated delivery ${o.estimatedDelivery.slice(0, 10)}` : ''}`;
  if (pick !== undefined) {
    const o = facts.orders.at(pick);
    return o ? `${describe(o)}.` : `You have ${plural(facts.orders.length, 'order')}, so there is no such one.`;
  }
  return [`You have ${plural(facts.orders.length, 'order')}:`, ...facts.orders.map((o, i) => `${i + 1}. ${describe(o)}`), 'Follow them on your dashboard (/dashboard).'].join('\n');
}

function answerBackups(facts: ClientFacts): string {
  const last = facts.websites.filter((w) => w.lastBackup).sort((a, b) => Date.parse(b.lastBackup!.createdAt) - Date.parse(a.lastBackup!.createdAt))[0];
  return [
    'To download a full backup (all site files plus their records, as a ZIP), open My Websites (/websites) and press Download Backup on the website, or use the Backup quick action on the dashboard for every website at once.',
    last ? `Your last backup was of ${last.name} on ${last.lastBackup!.createdAt.slice(0, 10)} (${last.lastBackup!.size}, ${last.lastBackup!.status}).` : 'You have not downloaded a backup yet.',
  ].join('\n');
}

function help(facts: ClientFacts) {
  return `I can tell you about your payments due, your websites' uptime and speed, your analytics, your change requests and orders, backups and account security. For anything else, write to ${facts.studio.name} at ${facts.studio.email}${facts.studio.phone ? ` or call ${facts.studio.phone}` : ''}.`;
}

/** The built-in assistant: answers from the client's own records, offline. */
export function builtInAnswer(facts: ClientFacts, message: string, history: ChatTurn[]): string {
  let intent = intentOf(message);
  const pick = ordinalOf(message);
  if (!intent) {
    // A follow-up ("and the second one?") continues the last topic of the conversation.
    const previous = [...history].reverse().find((turn) => turn.role === 'user' && intentOf(turn.content));
    if (previous && (pick !== undefined || message.length < 40)) intent = intentOf(previous.content);
  }
  switch (intent) {
    case 'payments':
      return answerPayments(facts, pick);
    case 'performance':
      return answerPerformance(facts, message);
    case 'analytics':
      return answerAnalytics(facts, message);
    case 'change_request':
      return answerChangeRequests(facts);
    case 'orders':
      return answerOrders(facts, pick);
    case 'backups':
      return answerBackups(facts);
    case 'two_factor':
      return facts.twoFactorEnabled
        ? 'Two-factor authentication is on for your account. You can turn it off in Settings (/settings) with a current code or a recovery code.'
        : 'Two-factor authentication is off. Turn it on in Settings (/settings): press Setup 2FA, scan the QR code with an authenticator app and enter the 6-digit code. Keep the recovery codes safe.';
    case 'sign_out':
      return 'Use Log Out in the header, or Sign Out in Settings (/settings) under Session Management.';
    case 'contact':
      return `You can reach ${facts.studio.name} at ${facts.studio.email}${facts.studio.phone ? ` or ${facts.studio.phone}` : ''}. For changes to your website, a change request in Request Tracking (/change-requests) is the quickest way.`;
    case 'greeting':
      return `Hello${facts.firstName ? ` ${facts.firstName}` : ''}! ${help(facts)}`;
  }
  const article = searchHelp(message);
  if (article) return `${article.title}: ${article.body} (${article.screen})`;
  return `I'm not sure I understood. ${help(facts)}`;
}
