import { Button } from '@kubm/ui/button';
import { Card, CardContent } from '@kubm/ui/card';
import { PATHS } from '@kubm/validators';
import { CircleAlert } from 'lucide-react';
import { Link } from 'wouter';

export function NotFoundScreen() {
  return (
    <div className="flex justify-center py-8">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 pt-4 sm:pt-6">
          <div className="flex items-center gap-2">
            <CircleAlert aria-hidden="true" className="size-8 shrink-0 text-destructive" />
            <h1 lang="en" className="font-bold text-2xl text-foreground">
              404 Page Not Found
            </h1>
          </div>
          <p lang="en" className="text-muted-foreground text-sm">
            Did you forget to add the page to the router?
          </p>
          <Button asChild variant="outline">
            <Link href={PATHS.dashboard}>Kembali ke Papan Pemuka</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
