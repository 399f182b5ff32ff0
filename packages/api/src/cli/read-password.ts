import { operatorTexts, validationTexts } from "@tischservice/core/texts";
import type { CliInput, CliOutput } from "./cli-io.ts";

export type PasswordInput =
  | { ok: true; password: string }
  | { ok: false; reason: "missing" | "multiline" | "mismatch"; message: string }
  | { ok: false; reason: "aborted"; message: string };

/** Thrown by the hidden prompt on Ctrl-C. */
class PromptAborted extends Error {}

/** All of a non-terminal standard input as text. */
async function readAll(stdin: CliInput): Promise<string> {
  let text = "";
  stdin.setEncoding("utf8");
  for await (const chunk of stdin) text += typeof chunk === "string" ? chunk : String(chunk);
  return text;
}

/**
 * Reads typed lines from a terminal in raw mode without echoing them. Keys after Enter in the same
 * chunk (a pasted answer to both prompts) are kept for the next line.
 */
class HiddenLineReader {
  private pending = "";

  constructor(
    private readonly stdin: CliInput,
    private readonly prompts: CliOutput,
  ) {}

  async line(prompt: string): Promise<string> {
    this.prompts.write(prompt);
    this.stdin.setRawMode?.(true);
    this.stdin.setEncoding("utf8");
    try {
      return await new Promise<string>((resolve, reject) => {
        let typed = "";
        const take = (keys: string) => {
          for (let i = 0; i < keys.length; i += 1) {
            const key = keys[i] ?? "";
            if (key === "\r" || key === "\n" || (key === "\u0004" && typed !== "")) {
              // "\r\n" from a pasted line counts as one Enter.
              const rest = keys.slice(key === "\r" && keys[i + 1] === "\n" ? i + 2 : i + 1);
              finish(() => resolve(typed), rest);
              return;
            }
            if (key === "\u0003" || key === "\u0004") {
              finish(() => reject(new PromptAborted()), "");
              return;
            }
            if (key === "\u007f" || key === "\b") typed = typed.slice(0, -1);
            else if (key >= " ") typed += key;
          }
        };
        const onData = (chunk: string | Buffer) => take(String(chunk));
        const onEnd = () => finish(() => reject(new PromptAborted()), "");
        const finish = (settle: () => void, rest: string) => {
          this.stdin.off("data", onData);
          this.stdin.off("end", onEnd);
          this.stdin.pause();
          this.pending = rest;
          settle();
        };
        const buffered = this.pending;
        this.pending = "";
        this.stdin.on("data", onData);
        this.stdin.on("end", onEnd);
        this.stdin.resume();
        if (buffered) take(buffered);
      });
    } finally {
      this.stdin.setRawMode?.(false);
      this.prompts.write("\n");
    }
  }
}

/**
 * The password of a command. Not a terminal: all of standard input, without the one line break at its
 * end (`echo "$PW" | ...`). A terminal: asked for twice, hidden, prompts on `prompts` (standard error, so
 * that standard output carries only the command's result).
 */
export async function readPassword(stdin: CliInput, prompts: CliOutput): Promise<PasswordInput> {
  let password: string;
  if (stdin.isTTY) {
    const reader = new HiddenLineReader(stdin, prompts);
    try {
      password = await reader.line(operatorTexts.passwordPrompt);
      if (password === "") return { ok: false, reason: "missing", message: operatorTexts.passwordMissing };
      const repeated = await reader.line(operatorTexts.passwordRepeatPrompt);
      if (repeated !== password) {
        return { ok: false, reason: "mismatch", message: validationTexts.resetPasswordsMismatch };
      }
    } catch (error) {
      if (error instanceof PromptAborted) {
        return { ok: false, reason: "aborted", message: operatorTexts.cliAborted };
      }
      throw error;
    }
  } else {
    password = (await readAll(stdin)).replace(/\r?\n$/, "");
    if (/[\r\n]/.test(password)) {
      return { ok: false, reason: "multiline", message: operatorTexts.passwordMultiline };
    }
  }
  if (password === "") return { ok: false, reason: "missing", message: operatorTexts.passwordMissing };
  return { ok: true, password };
}
