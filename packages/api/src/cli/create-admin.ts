import { emailAddressSchema, requiredNameSchema, strongPasswordSchema } from "@tischservice/core/schemas";
import { adminAccountTexts, operatorTexts, validationTexts } from "@tischservice/core/texts";
import type * as z from "zod";
import type { CliCommand, CliIo } from "./cli-io.ts";
import { openCommandDatabase } from "./command-database.ts";
import { commandHelp, commandOptions, refuseUsage } from "./command-options.ts";
import { addressHolder, createAdminAccount } from "./create-admin-account.ts";
import { exitCodes } from "./exit-codes.ts";
import { readPassword } from "./read-password.ts";

export const createAdminHelp = commandHelp({
  usage: operatorTexts.createAdminUsage,
  description: operatorTexts.createAdminDescription,
  options: operatorTexts.createAdminOptions,
  exitCodes: operatorTexts.createAdminExitCodes,
});

const options = { email: "string", name: "string", help: "flag" } as const;
const emailSchema = emailAddressSchema(operatorTexts.createAdminEmailMissing);
const nameSchema = requiredNameSchema(operatorTexts.createAdminNameMissing);
const adminPasswordSchema = strongPasswordSchema(operatorTexts.passwordMissing);

const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? validationTexts.invalidInput;

function refuse(io: CliIo, message: string, code: number): number {
  io.stderr.write(`${message}\n`);
  return code;
}

/**
 * `create-admin --email <address> --name <name>`: opens the database of the environment (running pending
 * migrations, as the server does), checks the address, reads the password (standard input or a hidden
 * prompt; core's strong rule) and creates a verified administrator; prints only the new id. An address
 * held by an unconfirmed sign-up is taken over (said on stderr); a confirmed account keeps its address.
 */
export const createAdminCommand: CliCommand = async (args, io) => {
  const values = commandOptions(args, options, createAdminHelp, io);
  if (typeof values === "number") return values;
  const email = emailSchema.safeParse(values.email ?? "");
  if (!email.success) return refuseUsage(io, firstMessage(email.error), createAdminHelp);
  const name = nameSchema.safeParse(values.name ?? "");
  if (!name.success) return refuseUsage(io, firstMessage(name.error), createAdminHelp);

  const opened = await openCommandDatabase(io);
  if (typeof opened === "number") return opened;
  const { database } = opened;
  try {
    // The address first: nobody types a password for an account that cannot be created.
    if ((await addressHolder(database.db, email.data)) === "taken") {
      return refuse(io, adminAccountTexts.emailTaken, exitCodes.refused);
    }
    const input = await readPassword(io.stdin, io.stderr);
    if (!input.ok) {
      return refuse(
        io,
        input.message,
        input.reason === "aborted" ? exitCodes.interrupted : exitCodes.refused,
      );
    }
    const password = adminPasswordSchema.safeParse(input.password);
    if (!password.success) return refuse(io, firstMessage(password.error), exitCodes.refused);
    const created = await createAdminAccount(database.db, {
      email: email.data,
      name: name.data,
      password: password.data,
      now: new Date(),
    });
    if (!created.ok) return refuse(io, adminAccountTexts.emailTaken, exitCodes.refused);
    if (created.tookOver) {
      io.stderr.write(`${operatorTexts.createAdminTookOver(created.tookOver.deletedRestaurants)}\n`);
    }
    io.stdout.write(`${created.id}\n`);
    return exitCodes.ok;
  } finally {
    await database.close();
  }
};
