import { escapeHtml, fillMergeFields, type TRenderedMail } from '@pesquisemais/shared';
import juice from 'juice';

/** The e-mail's look, inlined into every tag by juice (mail clients drop <style> blocks). */
const MAIL_CSS = `
body { margin: 0; padding: 0; background: #f4f2f8; }
.wrapper { background: #f4f2f8; padding: 24px 12px; }
.content { max-width: 600px; margin: 0 auto; background: #ffffff; border-radius: 8px; padding: 24px;
  font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #1f1a2e; }
.content a { color: #5b2a86; }
.content h1, .content h2, .content h3 { color: #5b2a86; line-height: 1.25; }
.footer { max-width: 600px; margin: 12px auto 0; font-family: Arial, Helvetica, sans-serif; font-size: 12px;
  color: #6b6478; text-align: center; }
.footer a { color: #6b6478; }
`;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The plain-text part: blocks become lines, links keep their address, tags and entities go. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => {
      const text = label.replace(/<[^>]+>/g, '').trim();
      return text && text !== href ? `${text} (${href})` : href;
    })
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|ul|ol|li|blockquote|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] as string)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A template made into an e-mail once per job: CSS inlined around the merge fields, which stay in place. */
export interface CompiledMail {
  subject: string;
  html: string;
  text: string;
}

export function compileMail(template: { subject: string; bodyHtml: string }): CompiledMail {
  const footer =
    'Você recebeu este e-mail por fazer parte do painel Pesquise(+). Para não receber mais, <a href="{{descadastro}}">descadastre-se</a>.';
  const document = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${MAIL_CSS}</style></head>
<body><div class="wrapper"><div class="content">${template.bodyHtml}</div><p class="footer">${footer}</p></div></body></html>`;
  return {
    subject: template.subject,
    html: juice(document),
    text: `${htmlToText(template.bodyHtml)}\n\n--\nPara não receber mais e-mails do painel Pesquise(+): {{descadastro}}\n`,
  };
}

/** One recipient's e-mail. Values are plain text; they are escaped for the HTML part. */
export function fillMail(mail: CompiledMail, values: Record<string, string>): TRenderedMail {
  const escaped = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, escapeHtml(value)]));
  return {
    subject: fillMergeFields(mail.subject, values).replace(/[\r\n]+/g, ' '),
    html: fillMergeFields(mail.html, escaped),
    text: fillMergeFields(mail.text, values),
  };
}

export function renderMail(
  template: { subject: string; bodyHtml: string },
  values: Record<string, string>,
): TRenderedMail {
  return fillMail(compileMail(template), values);
}
