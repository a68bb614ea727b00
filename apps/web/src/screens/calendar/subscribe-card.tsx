import { Button } from '@kubm/ui/button';
import { Card } from '@kubm/ui/card';
import { Input } from '@kubm/ui/input';
import { Label } from '@kubm/ui/label';
import { toast } from '@kubm/ui/toast-store';
import { CalendarPlus, Copy } from 'lucide-react';
import { useRef } from 'react';
import { webcalUrl } from '../../lib/calendar-info';
import { copyFromField } from '../../lib/clipboard';

export function SubscribeCard({ url }: { url: string }) {
  const field = useRef<HTMLInputElement>(null);
  const webcal = webcalUrl(url);

  const copy = async () => {
    if (await copyFromField(url, field.current)) {
      toast({
        variant: 'success',
        title: 'Copied',
        description: 'The calendar address is on your clipboard.',
      });
    } else {
      // Left selected in the field, so a long-press or Ctrl+C copies it.
      field.current?.select();
      toast({ title: 'Could not copy', description: 'The address is selected: copy it from the field.' });
    }
  };

  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <CalendarPlus aria-hidden="true" className="size-5" />
        </span>
        <div className="grid gap-0.5">
          <h2 className="font-semibold text-base text-foreground">Subscribe to this calendar</h2>
          <p className="text-muted-foreground text-sm">
            Add it to your phone or computer calendar app, and new events appear there by themselves.
          </p>
        </div>
      </div>
      <div className="grid gap-2 sm:flex sm:items-center">
        <Label htmlFor="calendar-subscribe-url" className="sr-only">
          Calendar address
        </Label>
        <Input
          id="calendar-subscribe-url"
          ref={field}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 font-mono text-sm sm:flex-1"
        />
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Button type="button" className="h-11" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copy
          </Button>
          {webcal ? (
            <Button asChild variant="outline" className="h-11">
              <a href={webcal}>
                <CalendarPlus aria-hidden="true" />
                Add to calendar
              </a>
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
