import { useState } from 'react';
import { FileDown, LoaderCircle, Search } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { downloadDocsPdf } from '../api/export-pdf';
import { DocSectionCard } from '../components/doc-section-card';
import { FaqList } from '../components/faq-list';
import { TutorialCards } from '../components/tutorial-cards';
import { searchDocs } from '../lib/search-docs';

function NoMatches({ query }: { query: string }) {
  return (
    <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
      Nothing matches “{query.trim()}”.
    </p>
  );
}

export function DocsPage() {
  const [query, setQuery] = useState('');
  const [exporting, setExporting] = useState(false);
  const results = searchDocs(query);
  const searching = query.trim().length > 0;

  const exportPdf = async () => {
    setExporting(true);
    try {
      await downloadDocsPdf();
      toast.success('Documentation exported as PDF');
    } catch {
      toast.error('Failed to export PDF');
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 p-4 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Documentation Hub</h1>
          <p className="mt-1 text-sm text-muted-foreground sm:text-base">
            How Scoutline works: guides, roles, limits and answers to common questions.
          </p>
        </div>
        <Button variant="outline" onClick={() => void exportPdf()} disabled={exporting} data-testid="export-pdf">
          {exporting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <FileDown aria-hidden="true" />}
          Export PDF
        </Button>
      </div>

      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search documentation and FAQs..."
          aria-label="Search documentation"
          className="pl-9"
          type="search"
        />
      </div>
      {searching && (
        <p className="text-sm text-muted-foreground" data-testid="search-summary" aria-live="polite">
          {results.sections.length} section{results.sections.length === 1 ? '' : 's'} and {results.faqs.length} FAQ
          {results.faqs.length === 1 ? '' : 's'} match “{query.trim()}”.
        </p>
      )}

      <Tabs defaultValue="documentation">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="documentation">Documentation{searching && ` (${results.sections.length})`}</TabsTrigger>
          <TabsTrigger value="faqs">FAQs{searching && ` (${results.faqs.length})`}</TabsTrigger>
          <TabsTrigger value="tutorials">Video Tutorials</TabsTrigger>
        </TabsList>
        <TabsContent value="documentation" className="space-y-4 pt-2">
          {!searching && (
            <nav aria-label="Sections" className="flex flex-wrap gap-2">
              {results.sections.map((s) => (
                <a
                  key={s.id}
                  href={`#${s.id}`}
                  className="rounded-full border px-3 py-1 text-xs font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground"
                >
                  {s.title}
                </a>
              ))}
            </nav>
          )}
          {results.sections.length === 0 ? (
            <NoMatches query={query} />
          ) : (
            results.sections.map((s) => <DocSectionCard key={s.id} section={s} query={query} />)
          )}
        </TabsContent>
        <TabsContent value="faqs" className="pt-2">
          {results.faqs.length === 0 ? <NoMatches query={query} /> : <FaqList faqs={results.faqs} query={query} />}
        </TabsContent>
        <TabsContent value="tutorials" className="pt-2">
          <TutorialCards />
        </TabsContent>
      </Tabs>
    </div>
  );
}
