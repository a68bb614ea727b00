// The width is an SVG attribute: our code sets no inline style, and a class per percent would round it.
import { cn } from '@kubm/ui/cn';
import { barShare, formatPercentage } from './voting-results';

// A screen reader meets the bar as "Ana, meter, 33.3%" rather than as a silent shape.
export function VoteBar({
  percentage,
  labelledBy,
  top,
}: {
  percentage: number;
  labelledBy: string;
  top: boolean;
}) {
  const share = barShare(percentage);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a native <meter> draws its bar through each engine's own pseudo-elements (WebKit's and Firefox's differ); a div with role="meter" and an SVG inside looks the same everywhere.
    <div
      role="meter"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={share}
      aria-valuetext={formatPercentage(percentage)}
      className="h-2.5 w-full overflow-hidden rounded-full bg-muted lg:h-4"
    >
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 100 1"
        preserveAspectRatio="none"
        className="block h-full w-full"
      >
        <rect width={share} height="1" className={cn(top ? 'fill-success' : 'fill-primary')} />
      </svg>
    </div>
  );
}
