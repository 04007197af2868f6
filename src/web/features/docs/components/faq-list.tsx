import type { DocFaq } from '#domain/docs-content';
import { Card } from '../../../components/ui/card';
import { Highlight } from './highlight';

export function FaqList({ faqs, query }: { faqs: DocFaq[]; query: string }) {
  return (
    <div className="space-y-3" data-testid="faq-list">
      {faqs.map((faq) => (
        <Card key={faq.question} className="gap-2 p-4" data-testid="faq">
          <h3 className="font-semibold">
            <Highlight text={faq.question} query={query} />
          </h3>
          <p className="text-sm leading-relaxed text-muted-foreground">
            <Highlight text={faq.answer} query={query} />
          </p>
        </Card>
      ))}
    </div>
  );
}
