import { Accessibility, Eye, Gem, Handshake, Lightbulb, ShieldCheck, Target, TrendingUp, type LucideIcon } from 'lucide-react';

export interface AboutItem {
  title: string;
  text: string;
  icon: LucideIcon;
}

export const MISSION: AboutItem = {
  title: 'Our Mission',
  icon: Target,
  text: 'To give every business a website it is proud of, and the tools to keep it fast, secure and growing long after launch day.',
};

export const VISION: AboutItem = {
  title: 'Our Vision',
  icon: Eye,
  text: 'A web where small teams get the same care, insight and reliability as the largest companies: no jargon, no surprises, just work that lasts.',
};

/** The six values. */
export const VALUES: readonly AboutItem[] = [
  { title: 'Craft', icon: Gem, text: 'We sweat the details, from the first sketch to the last line of code.' },
  { title: 'Clarity', icon: Lightbulb, text: 'Plain words, clear prices and honest timelines, at every step.' },
  { title: 'Partnership', icon: Handshake, text: 'We build with you, not just for you, and we answer within 24 hours.' },
  { title: 'Reliability', icon: ShieldCheck, text: 'Monitored hosting, regular backups and support you can count on, 24/7.' },
  { title: 'Accessibility', icon: Accessibility, text: 'Sites that work for everyone, on every device and with every input.' },
  { title: 'Growth', icon: TrendingUp, text: 'Analytics and steady improvements that help your site do more each month.' },
];
