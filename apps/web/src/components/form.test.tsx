import { Input } from '@kubm/ui/input';
import { renderToStaticMarkup } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from './form';

function EmailField({ error }: { error?: string }) {
  const form = useForm<{ email: string }>({
    defaultValues: { email: '' },
    errors: error ? { email: { type: 'manual', message: error } } : undefined,
  });
  return (
    <Form {...form}>
      <form>
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>E-mel</FormLabel>
              <FormControl>
                <Input type="email" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </form>
    </Form>
  );
}

const attr = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];

describe('FormField wiring', () => {
  it('labels the control and stays quiet while valid', () => {
    const html = renderToStaticMarkup(<EmailField />);
    const id = attr(html, 'input', 'id');
    expect(id).toBeTruthy();
    expect(attr(html, 'label', 'for')).toBe(id);
    expect(attr(html, 'input', 'aria-invalid')).toBeUndefined();
    expect(attr(html, 'input', 'aria-describedby')).toBeUndefined();
    expect(html).not.toContain('data-slot="form-message"');
  });

  it('marks the control invalid and points it at the message', () => {
    const html = renderToStaticMarkup(<EmailField error="Sila masukkan alamat e-mel yang sah" />);
    expect(attr(html, 'input', 'aria-invalid')).toBe('true');
    const describedBy = attr(html, 'input', 'aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(attr(html, 'p', 'id')).toBe(describedBy);
    expect(html).toContain('Sila masukkan alamat e-mel yang sah');
  });
});
