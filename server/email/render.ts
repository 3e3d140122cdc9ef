// Logic-less templates: {{name}} is replaced by the value, HTML-escaped in HTML bodies. The database templates of
// the e-mail system use the same renderer.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

export type TemplateVars = Record<string, string | number>;

export function renderTemplate(template: string, vars: TemplateVars, mode: 'html' | 'text'): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    const value = vars[name];
    if (value === undefined) return match;
    return mode === 'html' ? escapeHtml(String(value)) : String(value);
  });
}

/** Header values may not carry line breaks (header injection). */
export const hasLineBreak = (value: string) => /[\r\n]/.test(value);
