import { bannerDeleteParamsSchema, idParamsSchema, uploadParamsSchema } from "@tischservice/core";
import { z } from "zod";
import { answers } from "../../http/answers.ts";
import { errorResponses, MessageSchema } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";

const tags = ["Uploads"];
const route = resourceRoutes(tags);

export const upload = route.post("/api/upload/{type}", {
  summary: "Bild hochladen (multipart/form-data)",
  description:
    "Feld `banner` (mit `restaurantId`, Inhaber) oder `profileImage`. JPEG, PNG, WEBP oder GIF – geprüft an den ersten Bytes der Datei –, höchstens 10 MB. Gespeichert in der Datenbank; `bannerUrl` zeigt darauf. Ein neues Banner ersetzt (löscht) das alte, ein neues Profilbild das vorige des Benutzers. Je Restaurant (Banner und Profilbilder von Inhaber und Unterbenutzern; sonst je Konto) höchstens 25 MB und 20 Bilder: darüber 413 bzw. 409, nichts wird gespeichert.",
  request: { params: uploadParamsSchema },
  responses: answers(
    201,
    z.object({
      success: z.literal(true),
      message: z.string(),
      bannerUrl: z.string().optional(),
      url: z.string(),
    }),
    "Hochgeladen",
    [400, 401, 403, 404, 409, 413, 415],
  ),
});

export const deleteBanner = route.delete("/api/upload/banner/{id}", {
  summary: "Banner eines Restaurants entfernen (Restaurant-ID; Inhaber)",
  request: { params: bannerDeleteParamsSchema },
  responses: answers(200, MessageSchema, "Entfernt", [401, 403, 404]),
});

export const getUpload = route.get("/api/uploads/{id}", {
  summary: "Ein hochgeladenes Bild (unveränderlich, lange zwischenspeicherbar)",
  request: { params: idParamsSchema },
  responses: {
    200: {
      description: "Das Bild",
      content: { "image/*": { schema: z.string().meta({ format: "binary" }) } },
    },
    304: { description: "Unverändert" },
    ...errorResponses(404),
  },
});
