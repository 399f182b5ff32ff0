-- The sign-up used to copy the owner's login address into the restaurant's public contact e-mail, so the
-- public restaurant answer published the login. The login is never published: such copies are cleared. The
-- owner sets a contact address in the settings; until then the restaurant's notices go to the login.
UPDATE "restaurants" SET "email" = ''
FROM "users"
WHERE "users"."id" = "restaurants"."owner_id"
  AND "restaurants"."email" <> ''
  AND lower("restaurants"."email") = lower("users"."email");
