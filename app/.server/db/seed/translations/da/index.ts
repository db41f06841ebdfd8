import type { SeedTexts } from "../types";
import { categories } from "./categories";
import { events, offers } from "./events";
import { places } from "./places";

// The guide's own Danish translations of its seeded texts, written by Malmöguiden's
// editors, not by a machine. Facts unchanged.

export const da: SeedTexts = { categories, places, events, offers };
