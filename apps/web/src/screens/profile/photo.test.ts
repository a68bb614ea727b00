import { LIMITS, MSG } from '@kubm/validators';
import { describe, expect, it } from 'vitest';
import { fitWithin, photoFileProblem } from './photo';

describe('fitWithin', () => {
  it('shrinks a landscape image to 300 wide, keeping its proportions', () => {
    expect(fitWithin(1200, 600)).toEqual({ width: 300, height: 150 });
  });

  it('shrinks a portrait image to 300 high', () => {
    expect(fitWithin(3000, 4000)).toEqual({ width: 225, height: 300 });
  });

  it('shrinks a square image to 300×300', () => {
    expect(fitWithin(1000, 1000)).toEqual({ width: 300, height: 300 });
  });

  it('leaves an image that already fits as it is (never enlarges)', () => {
    expect(fitWithin(120, 80)).toEqual({ width: 120, height: 80 });
    expect(fitWithin(300, 300)).toEqual({ width: 300, height: 300 });
    expect(fitWithin(300, 1)).toEqual({ width: 300, height: 1 });
  });

  it('rounds to whole pixels and never to zero', () => {
    expect(fitWithin(1001, 333)).toEqual({ width: 300, height: 100 });
    expect(fitWithin(10_000, 1)).toEqual({ width: 300, height: 1 });
  });

  it('uses the spec limit by default and accepts another', () => {
    expect(LIMITS.photoMaxDimension).toBe(300);
    expect(fitWithin(400, 200, 100)).toEqual({ width: 100, height: 50 });
  });

  it('answers 0×0 for an image without a size', () => {
    expect(fitWithin(0, 100)).toEqual({ width: 0, height: 0 });
    expect(fitWithin(Number.NaN, 100)).toEqual({ width: 0, height: 0 });
  });
});

describe('photoFileProblem', () => {
  it('accepts an image under 2MB', () => {
    expect(photoFileProblem({ type: 'image/png', size: 1024 })).toBeNull();
    expect(photoFileProblem({ type: 'image/jpeg', size: LIMITS.photoMaxBytes - 1 })).toBeNull();
  });

  it('refuses a file that is not an image', () => {
    expect(photoFileProblem({ type: 'application/pdf', size: 10 })).toEqual({
      title: 'Invalid file type',
      description: 'Please select an image file (JPG, PNG, etc.)',
    });
    expect(photoFileProblem({ type: '', size: 10 })?.title).toBe(MSG.photoTypeTitle);
  });

  it('refuses an image of 2MB or more', () => {
    expect(photoFileProblem({ type: 'image/png', size: LIMITS.photoMaxBytes })).toEqual({
      title: 'File too large',
      description: 'Image must be less than 2MB',
    });
  });
});
