/**
 * Reasoning that models write into the reply itself (DeepSeek-R1, Qwen3 and QwQ through Ollama, vLLM
 * or llama.cpp without a reasoning parser) is not part of the answer: nothing parses it.
 */

/** The reply without `<think>…</think>` blocks, an unfinished `<think>` at the end, or the reasoning
 * before a lone `</think>` (chat templates that open the block in the prompt, so only its end is sent). */
export function stripThinking(text: string): string {
  let rest = text.replace(/<think>[\s\S]*?<\/think>/gi, '');
  const lone = rest.search(/<\/think>/i);
  if (lone >= 0) rest = rest.slice(rest.toLowerCase().lastIndexOf('</think>') + '</think>'.length);
  rest = rest.replace(/<think>[\s\S]*$/i, '');
  return rest === text ? text : rest.replace(/^\s+/, '');
}
