import { defineBusinessGalleryTests } from "./business-gallery.suite";

defineBusinessGalleryTests("sqlite");
