import { Download, Printer } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { printReport } from './print-report';

/**
 * One report's card: its title, what it covers, and its actions — Export CSV only for those who may export (the
 * caller passes onExport only then) and Print for everyone who sees it.
 */
export function ReportSection({
  id,
  title,
  subtitle,
  onExport,
  children,
  className,
}: {
  id: string;
  title: string;
  subtitle: string;
  onExport: (() => void) | undefined;
  children: ReactNode;
  className?: string;
}) {
  const card = useRef<HTMLDivElement>(null);
  const headingId = `${id}-title`;
  return (
    <Card className={className ?? 'p-4 sm:p-5'}>
      <section aria-labelledby={headingId} data-testid={`report-${id}`} ref={card}>
        <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 id={headingId} className="text-base font-semibold text-stone-900 dark:text-stone-100">
              {title}
            </h2>
            <p className="text-xs text-stone-600 dark:text-stone-400">{subtitle}</p>
          </div>
          <div className="report-actions flex gap-2">
            {onExport ? (
              <Button variant="secondary" size="sm" onClick={onExport} aria-label={`Export CSV of ${title}`}>
                <Download aria-hidden="true" className="size-4" />
                Export CSV
              </Button>
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Print ${title}`}
              onClick={() => {
                if (card.current) printReport(card.current);
              }}
            >
              <Printer aria-hidden="true" className="size-4" />
              Print
            </Button>
          </div>
        </div>
        {children}
      </section>
    </Card>
  );
}
