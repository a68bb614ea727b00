import { Button } from '@kubm/ui/button';
import { PATHS } from '@kubm/validators';
import { Network } from 'lucide-react';
import { Link } from 'wouter';

export function WelcomePanel() {
  return (
    <section
      aria-labelledby="welcome-heading"
      className="hidden rounded-xl bg-primary p-8 text-primary-foreground shadow-sm md:flex md:flex-col md:gap-4 dark:bg-accent dark:text-accent-foreground"
    >
      <h2 id="welcome-heading" className="font-bold text-2xl">
        Selamat Datang ke Portal KUBM
      </h2>
      <p className="text-primary-foreground/90 dark:text-accent-foreground/90">
        Portal ini membantu jawatankuasa mengurus keahlian, tugasan dan aktiviti, serta melihat struktur
        ministri.
      </p>
      <Button asChild variant="secondary" className="w-fit">
        <Link href={PATHS.publicOrgChart}>
          <Network aria-hidden="true" />
          Lihat Carta Organisasi
        </Link>
      </Button>
    </section>
  );
}
