import { cn } from '@kubm/ui/cn';
import type { ComponentProps, ReactNode } from 'react';

export function ListSurface({ className, ...props }: ComponentProps<'ul'>) {
  return (
    <ul
      className={cn('m-0 divide-y divide-border overflow-hidden rounded-xl bg-card p-0 shadow-sm', className)}
      {...props}
    />
  );
}

interface ListRowBase {
  leading?: ReactNode;
  title: ReactNode;
  titleAs?: 'h2' | 'h3' | 'span';
  description?: ReactNode;
  srPrefix?: string;
  trailing?: ReactNode;
  actions?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

type ListRowTarget =
  | ({ href: string; onClick?: never } & Omit<ComponentProps<'a'>, 'title' | 'className' | 'children'>)
  | ({ onClick: ComponentProps<'button'>['onClick']; href?: never } & Omit<
      ComponentProps<'button'>,
      'title' | 'className' | 'children'
    >)
  | { href?: never; onClick?: never };

export type ListRowProps = ListRowBase & ListRowTarget;

// 56 px: two lines (24 + 20) and 6 px above and below; the 40 px avatar and 44 px actions fit inside.
const MAIN =
  'flex min-h-14 min-w-0 flex-1 items-center gap-3 py-1.5 pr-2 pl-4 text-left text-foreground outline-none';
const INTERACTIVE =
  'cursor-pointer transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-2';

export function ListRow(props: ListRowProps) {
  const {
    leading,
    title,
    titleAs: Title = 'span',
    description,
    srPrefix,
    trailing,
    actions,
    className,
    'data-testid': testId,
    ...target
  } = props;
  const content = (
    <>
      {leading ? <span className="flex size-10 shrink-0 items-center justify-center">{leading}</span> : null}
      {srPrefix ? <span className="sr-only">{srPrefix} </span> : null}
      <span className="flex min-w-0 flex-1 flex-col">
        <Title className="m-0 truncate font-semibold text-base leading-6">{title}</Title>
        {description ? (
          <span className="truncate text-muted-foreground text-sm leading-5">{description}</span>
        ) : null}
      </span>
      {trailing ? <span className="flex shrink-0 items-center gap-1">{trailing}</span> : null}
    </>
  );

  let main: ReactNode;
  if ('href' in target && target.href !== undefined) {
    main = (
      <a {...target} className={cn(MAIN, INTERACTIVE, 'no-underline')}>
        {content}
      </a>
    );
  } else if ('onClick' in target && target.onClick !== undefined) {
    main = (
      <button type="button" {...target} className={cn(MAIN, INTERACTIVE)}>
        {content}
      </button>
    );
  } else {
    main = <div className={MAIN}>{content}</div>;
  }

  return (
    <li data-testid={testId} className={cn('row-skip-offscreen flex list-none items-center', className)}>
      {main}
      {actions ? <div className="flex shrink-0 items-center gap-1 pr-2">{actions}</div> : null}
    </li>
  );
}
