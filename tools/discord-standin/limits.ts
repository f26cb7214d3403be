// Discord's documented size limits, enforced so a bot that would be refused in production
// is refused here too (400, code 50035 "Invalid Form Body"), instead of passing its tests.
import { HttpError } from './http.ts';
import type { JsonObject, JsonValue } from './types.ts';

export const MAX_UPLOAD_BYTES = 26_214_400;

function objects(value: JsonValue | undefined): JsonObject[] {
  return Array.isArray(value)
    ? value.filter((v): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v))
    : [];
}

function text(value: JsonValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

function invalid(path: string, rule: string): HttpError {
  return new HttpError(400, 50035, `Invalid Form Body: ${path}: ${rule}`);
}

function maxLength(path: string, value: JsonValue | undefined, max: number): void {
  if (text(value).length > max) throw invalid(path, `Must be ${max} or fewer in length.`);
}

function checkEmbeds(embeds: JsonObject[]): void {
  if (embeds.length > 10) throw invalid('embeds', 'Must be 10 or fewer in length.');
  let total = 0;
  embeds.forEach((embed, i) => {
    const at = `embeds.${i}`;
    maxLength(`${at}.title`, embed.title, 256);
    maxLength(`${at}.description`, embed.description, 4096);
    const footer =
      typeof embed.footer === 'object' && embed.footer !== null && !Array.isArray(embed.footer) ? embed.footer : {};
    const author =
      typeof embed.author === 'object' && embed.author !== null && !Array.isArray(embed.author) ? embed.author : {};
    maxLength(`${at}.footer.text`, footer.text, 2048);
    maxLength(`${at}.author.name`, author.name, 256);
    const fields = objects(embed.fields);
    if (fields.length > 25) throw invalid(`${at}.fields`, 'Must be 25 or fewer in length.');
    fields.forEach((field, j) => {
      maxLength(`${at}.fields.${j}.name`, field.name, 256);
      maxLength(`${at}.fields.${j}.value`, field.value, 1024);
      total += text(field.name).length + text(field.value).length;
    });
    total +=
      text(embed.title).length + text(embed.description).length + text(footer.text).length + text(author.name).length;
  });
  if (total > 6000) throw invalid('embeds', 'Embed size exceeds maximum size of 6000');
}

function checkComponents(components: JsonObject[], componentsV2: boolean): void {
  if (!componentsV2 && components.length > 5) throw invalid('components', 'Must be 5 or fewer in length.');
  const walk = (nodes: JsonObject[], path: string): void => {
    nodes.forEach((node, i) => {
      const at = `${path}.${i}`;
      maxLength(`${at}.custom_id`, node.custom_id, 100);
      if (node.type === 2) maxLength(`${at}.label`, node.label, 80);
      if (node.type === 1 && objects(node.components).length > 5)
        throw invalid(`${at}.components`, 'Must be 5 or fewer in length.');
      if (node.type === 3 && objects(node.options).length > 25)
        throw invalid(`${at}.options`, 'Must be 25 or fewer in length.');
      walk(objects(node.components), `${at}.components`);
    });
  };
  walk(components, 'components');
}

/** Checks a message create/edit body the way Discord does before accepting it. */
export function checkMessageBody(body: JsonObject): void {
  maxLength('content', body.content, 2000);
  checkEmbeds(objects(body.embeds));
  const flags = typeof body.flags === 'number' ? body.flags : 0;
  checkComponents(objects(body.components), (flags & (1 << 15)) !== 0);
}

export function checkChoices(choices: JsonValue | undefined): void {
  const list = objects(choices);
  if (list.length > 25) throw invalid('data.choices', 'Must be 25 or fewer in length.');
  list.forEach((choice, i) => maxLength(`data.choices.${i}.name`, choice.name, 100));
}
