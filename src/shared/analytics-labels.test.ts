import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_RANGES,
  DEFAULT_ANALYTICS_RANGE,
  bounceRateLabel,
  bounceRateTone,
  responseTimeLabel,
  responseTimeTone,
  uptimeLabel,
  uptimeTone,
} from './analytics-labels';

describe('uptime', () => {
  it('colours at least 99 green, at least 95 yellow, else red', () => {
    expect(uptimeTone(100)).toBe('green');
    expect(uptimeTone(99)).toBe('green');
    expect(uptimeTone('99.00')).toBe('green');
    expect(uptimeTone(98.99)).toBe('yellow');
    expect(uptimeTone(95)).toBe('yellow');
    expect(uptimeTone('94.99')).toBe('red');
    expect(uptimeTone(0)).toBe('red');
  });

  it('labels 99.9 or more Excellent, 99 or more Good, else Issues detected', () => {
    expect(uptimeLabel(100)).toBe('Excellent');
    expect(uptimeLabel('99.90')).toBe('Excellent');
    expect(uptimeLabel(99.89)).toBe('Good');
    expect(uptimeLabel(99)).toBe('Good');
    expect(uptimeLabel('98.99')).toBe('Issues detected');
    expect(uptimeLabel(50)).toBe('Issues detected');
  });

  it('treats a value that is not a number as 0', () => {
    expect(uptimeTone('n/a')).toBe('red');
    expect(uptimeLabel('')).toBe('Issues detected');
  });
});

describe('response time', () => {
  it('is green and Fast up to 500 ms, yellow and Acceptable up to 1000 ms, else red and Slow', () => {
    expect([responseTimeTone(0), responseTimeLabel(0)]).toEqual(['green', 'Fast']);
    expect([responseTimeTone(500), responseTimeLabel(500)]).toEqual(['green', 'Fast']);
    expect([responseTimeTone(500.5), responseTimeLabel(500.5)]).toEqual(['yellow', 'Acceptable']);
    expect([responseTimeTone(501), responseTimeLabel(501)]).toEqual(['yellow', 'Acceptable']);
    expect([responseTimeTone(1000), responseTimeLabel('1000')]).toEqual(['yellow', 'Acceptable']);
    expect([responseTimeTone(1001), responseTimeLabel(1001)]).toEqual(['red', 'Slow']);
  });
});

describe('bounce rate', () => {
  it('labels below 40 Excellent, below 70 Good, else Needs improvement', () => {
    expect(bounceRateLabel(0)).toBe('Excellent');
    expect(bounceRateLabel('39.9')).toBe('Excellent');
    expect(bounceRateLabel(40)).toBe('Good');
    expect(bounceRateLabel('69.9')).toBe('Good');
    expect(bounceRateLabel(70)).toBe('Needs improvement');
    expect(bounceRateLabel('100.0')).toBe('Needs improvement');
  });

  it('colours follow the label', () => {
    expect(bounceRateTone(39.9)).toBe('green');
    expect(bounceRateTone(40)).toBe('yellow');
    expect(bounceRateTone(70)).toBe('red');
  });
});

describe('ranges', () => {
  it('offers 7, 30 and 90 days with 30 by default', () => {
    expect(ANALYTICS_RANGES).toEqual([7, 30, 90]);
    expect(DEFAULT_ANALYTICS_RANGE).toBe(30);
  });
});
