import { defineMailTests } from "./mail.suite";

defineMailTests("postgres");
