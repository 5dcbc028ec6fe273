import { describe, expect, it } from 'vitest';
import { catalogue, findService } from './catalogue';
import { checkoutSchema, depositOf, orderPrice, orderProgress, stepperState } from './orders';

describe('order progress and stepper', () => {
  it.each([
    ['pending', 0],
    ['requirements_gathering', 20],
    ['design_phase', 40],
    ['development_phase', 60],
    ['testing_phase', 80],
    ['revision_phase', 90],
    ['completed', 100],
    ['cancelled', 0],
    ['unknown', 0],
  ])('%s → %i%%', (status, progress) => {
    expect(orderProgress(status)).toBe(progress);
  });

  it('marks the current stage and the earlier ones done', () => {
    expect(stepperState('design_phase').map((s) => s.done)).toEqual([true, true, false, false, false, false]);
    expect(stepperState('design_phase').find((s) => s.current)?.stage).toBe('design_phase');
    expect(stepperState('pending').every((s) => !s.done)).toBe(true);
    expect(stepperState('completed').every((s) => s.done)).toBe(true);
    expect(stepperState('cancelled').every((s) => !s.done)).toBe(true);
  });
});

describe('prices', () => {
  it('adds 50% for rush, and the deposit is half', () => {
    expect(orderPrice('50.00', 'rush')).toBe('75.00');
    expect(orderPrice('850.00', 'standard')).toBe('850.00');
    expect(orderPrice('8999.00', 'rush')).toBe('13498.50');
    expect(depositOf('75.00')).toBe('37.50');
    expect(depositOf('13498.50')).toBe('6749.25');
    expect(depositOf('0.05')).toBe('0.03');
  });

  it('has the spec\'s catalogue prices', () => {
    expect(findService('website')?.price).toBe('850.00');
    expect(findService('logo')?.price).toBe('50.00');
    expect(findService('website-alteration')?.price).toBe('50.00');
    expect(findService('software')?.price).toBe('8999.00');
    expect(catalogue.filter((s) => s.kind === 'addon').map((s) => s.price)).toEqual(['299.00', '599.00', '1299.00', '199.00', '399.00', '149.00']);
  });
});

describe('checkout validation', () => {
  it('gives the spec\'s messages', () => {
    const r = checkoutSchema.safeParse({ serviceType: 'logo', title: '', description: 'short', requirements: { contactEmail: 'x' } });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      title: 'Project title is required',
      description: 'Please provide a detailed description',
      'requirements.timeline': 'Timeline preference is required',
      'requirements.budget': 'Budget confirmation is required',
      'requirements.contactEmail': 'Valid email is required',
    });
  });
});
