import type { AssetService } from '../assets/service.js';
import { cidName, mapImageSources, referencedImages } from './html.js';
import { sanitizeSignatureHtml } from './sanitize.js';
import { SIGNATURE_LENGTH_LIMIT, renderTemplate } from './template.js';
import { allAtOnce, inTurns, nextTurn, type Steps } from './turns.js';
import { buildView, sampleView, type SampleOrganisation, type ViewInput } from './view.js';

export interface Rendered {
  /** As the mail client receives it: images as `cid:` references. */
  html: string;
  length: number;
  limit: number;
}

const SAMPLE: ViewInput = sampleView();

/** Renders template bodies: placeholders (escaped), then the output sanitised again, then images. */
export class RenderingService {
  constructor(
    private readonly assets: AssetService,
    /** Whom a tenant's sample data stands for: its name and domains (null when unknown). */
    private readonly organisation: (tenantId: string) => Promise<SampleOrganisation | null>,
  ) {}

  /** A body rendered for a person (sample data when none is given), images left as `cid:` references. */
  render(body: string, input: ViewInput = SAMPLE): Rendered {
    return allAtOnce(this.renderSteps(body, input));
  }

  /** `render`, its placeholders and its sanitising each in a turn of their own (a body at the size limit takes both long). */
  renderInTurns(body: string, input: ViewInput = SAMPLE): Promise<Rendered> {
    return inTurns(this.renderSteps(body, input));
  }

  private *renderSteps(body: string, input: ViewInput): Steps<Rendered> {
    const filled = renderTemplate(body, buildView(input));
    yield;
    const html = sanitizeSignatureHtml(filled);
    return { html, length: html.length, limit: SIGNATURE_LENGTH_LIMIT };
  }

  /** Replaces `cid:` images with `data:` URIs (previews and downloads). Unknown images stay as they are. */
  async inlineImages(tenantId: string, html: string): Promise<string> {
    const names = referencedImages(html);
    if (names.length === 0) return html;
    const images = await this.assets.load(tenantId, names);
    return mapImageSources(html, (src) => {
      const img = images.get(cidName(src) ?? '');
      return img ? `data:${img.contentType};base64,${img.bytes.toString('base64')}` : undefined;
    });
  }

  /**
   * A preview: rendered against the organisation's sample data (or a person's view, see `MailboxViews`), its length
   * and the limit, images inlined. Sample data writes the absence's day in `language` (the variant previewed).
   */
  async preview(tenantId: string, body: string, input?: ViewInput, language?: string): Promise<Rendered> {
    const rendered = await this.renderInTurns(body, input ?? sampleView(await this.organisation(tenantId), language));
    await nextTurn();
    return { ...rendered, html: await this.inlineImages(tenantId, rendered.html) };
  }
}
