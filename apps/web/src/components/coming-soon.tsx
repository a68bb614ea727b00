import { Card, CardContent } from '@kubm/ui/card';
import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

/** Stand-in for a screen another piece of work will build: its heading and a short note. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <CardContent className="flex items-center gap-3 pt-4 sm:pt-6">
          <Hourglass aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <p className="text-muted-foreground">{children ?? 'Akan datang'}</p>
        </CardContent>
      </Card>
    </>
  );
}
