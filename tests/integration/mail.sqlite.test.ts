import { defineMailTests } from "./mail.suite";

defineMailTests("sqlite");
