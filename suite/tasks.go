package suite

// Every task package registers itself in the catalogue when it is imported
// (tasks.Register, in its init). This is the one list of them: a new task is
// its own folder under tasks/ and one line here.
import (
	_ "github.com/scbench/scbench/tasks/classifybehaviour"
	_ "github.com/scbench/scbench/tasks/csgunion"
	_ "github.com/scbench/scbench/tasks/delaunay"
	_ "github.com/scbench/scbench/tasks/enumerateedges"
	_ "github.com/scbench/scbench/tasks/fluidearthworks"
	_ "github.com/scbench/scbench/tasks/halfsubdivisionneighbours"
	_ "github.com/scbench/scbench/tasks/hamiltonianloop"
	_ "github.com/scbench/scbench/tasks/hideandseek"
	_ "github.com/scbench/scbench/tasks/hypersnake"
	_ "github.com/scbench/scbench/tasks/interlockingparts"
	_ "github.com/scbench/scbench/tasks/legohemisphere"
	_ "github.com/scbench/scbench/tasks/maze3d"
	_ "github.com/scbench/scbench/tasks/packprisms"
	_ "github.com/scbench/scbench/tasks/pipeloop"
	_ "github.com/scbench/scbench/tasks/polynomialfit"
	_ "github.com/scbench/scbench/tasks/printableprime"
	_ "github.com/scbench/scbench/tasks/shikaku"
	_ "github.com/scbench/scbench/tasks/terrainlevelling"
	_ "github.com/scbench/scbench/tasks/tetrahedrashadow"
	_ "github.com/scbench/scbench/tasks/topologyenumeration"
	_ "github.com/scbench/scbench/tasks/twosegments"
	_ "github.com/scbench/scbench/tasks/voxelprojection"
)
